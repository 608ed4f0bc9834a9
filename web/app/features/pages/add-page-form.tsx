import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { invalidateAfterPageChange } from '../workspace/invalidate-workspace';
import { WebsiteSelectField } from '../websites/website-select-field';
import { newPageFieldsSchema, pageUrlHint } from './page-fields';
import { createPage } from './page-mutations';

/**
 * Adds a page to one of the owner's websites; the website of the list's filter is chosen to start with.
 * The newest page heads the list, so `onAdded` lets the page show the first page of it.
 */
export function AddPageForm({
  websites,
  defaultWebsiteId,
  onAdded,
}: {
  websites: readonly { readonly id: string; readonly name: string }[];
  defaultWebsiteId: string | null;
  onAdded: () => void;
}) {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createPage,
    onSuccess: () => invalidateAfterPageChange(queryClient),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: newPageFieldsSchema,
    defaultValues: { websiteId: defaultWebsiteId ?? '', name: '', url: '' },
    fields: ['websiteId', 'name', 'url'],
    submit: async (values, { reset }) => {
      setAdded(null);
      await create.mutateAsync(values);
      // The next page most likely goes on the same website.
      reset({ websiteId: values.websiteId, name: '', url: '' });
      setAdded(values.name);
      onAdded();
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form workspace-form" aria-labelledby="add-page-heading" noValidate onSubmit={onSubmit}>
      <h2 id="add-page-heading" className="workspace-form__heading">
        Add a page
      </h2>
      <div aria-live="polite">{added !== null && <Notice kind="success">{`Added ${added}.`}</Notice>}</div>
      <FormProblems problems={problems} />
      <div className="workspace-form__fields">
        <WebsiteSelectField
          label="Website"
          websites={websites}
          error={errors.websiteId?.message}
          {...form.register('websiteId')}
        />
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="URL"
          hint={pageUrlHint}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          error={errors.url?.message}
          {...form.register('url')}
        />
      </div>
      <div className="form__actions">
        <SubmitButton label="Add page" submittingLabel="Adding page…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
