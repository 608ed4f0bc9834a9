import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { invalidateAfterWebsiteChange } from '../workspace/invalidate-workspace';
import { createWebsite } from './website-mutations';
import { websiteFieldsSchema } from '../workspace/workspace-fields';

/**
 * Adds a website by name and address. The newest website heads the list, so `onAdded` lets the page show the
 * first page of it.
 */
export function AddWebsiteForm({ onAdded }: { onAdded: () => void }) {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createWebsite,
    onSuccess: () => invalidateAfterWebsiteChange(queryClient),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: websiteFieldsSchema,
    defaultValues: { name: '', url: '' },
    fields: ['name', 'url'],
    submit: async (values, { reset }) => {
      setAdded(null);
      await create.mutateAsync(values);
      reset();
      setAdded(values.name);
      onAdded();
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form workspace-form" aria-labelledby="add-website-heading" noValidate onSubmit={onSubmit}>
      <h2 id="add-website-heading" className="workspace-form__heading">
        Add a website
      </h2>
      <div aria-live="polite">{added !== null && <Notice kind="success">{`Added ${added}.`}</Notice>}</div>
      <FormProblems problems={problems} />
      <div className="workspace-form__fields">
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="URL"
          hint="The website's address, like https://example.com"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          error={errors.url?.message}
          {...form.register('url')}
        />
      </div>
      <div className="form__actions">
        <SubmitButton label="Add website" submittingLabel="Adding website…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
