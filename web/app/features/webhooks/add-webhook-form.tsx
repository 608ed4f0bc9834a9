import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookUrlMessages, webhookUrlShapeProblem } from '../../../../domain/webhooks/webhook-url-rules';
import { FormProblems } from '../../components/forms/form-problems';
import { RadioGroupField } from '../../components/forms/radio-group-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { createWebhook, webhooksQueryKey } from './webhook-api';
import { webhookKindOptions, webhookKindRule, webhookKindValues } from './webhook-kinds';

/** The address's form is checked here with the server's own rules and words; whether it is public, by the server. */
const addWebhookSchema = z
  .object({
    kind: z.enum(webhookKindValues, 'Choose what kind of webhook it is'),
    url: z.string().trim().min(1, 'Enter the address to send to'),
  })
  .superRefine((input, context) => {
    if (input.url === '') return;
    const problem = webhookUrlShapeProblem(webhookKindRule[input.kind], input.url);
    if (problem !== null) context.addIssue({ code: 'custom', path: ['url'], message: webhookUrlMessages[problem] });
  });

export interface AddedWebhook {
  readonly url: string;
  /** A signed webhook's secret, shown this once; null for Slack. */
  readonly signingSecret: string | null;
}

/** Adds an endpoint told when one of the account's tests is decided. */
export function AddWebhookForm({ onAdded }: { onAdded: (webhook: AddedWebhook) => void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: addWebhookSchema,
    defaultValues: { kind: 'SIGNED', url: '' },
    fields: ['kind', 'url'],
    submit: async (input, { reset }) => {
      const created = await create.mutateAsync(input);
      reset();
      onAdded({ url: created.webhook.url, signingSecret: created.signingSecret ?? null });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <RadioGroupField
        legend="Kind"
        options={webhookKindOptions}
        register={form.register('kind')}
        error={errors.kind?.message}
      />
      <TextField
        label="Address to send to"
        hint="Where to send each event: your endpoint, or the address Slack gives an incoming webhook (https://hooks.slack.com/…)."
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <div className="form__actions">
        <SubmitButton label="Add webhook" submittingLabel="Adding webhook…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
