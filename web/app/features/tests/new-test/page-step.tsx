import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadingIndicator } from '../../../components/feedback/loading-indicator';
import { Notice } from '../../../components/feedback/notice';
import { FormProblems } from '../../../components/forms/form-problems';
import { NextButton } from '../../../components/navigation/next-button';
import { allPagesLimit, pagesQueryOptions } from '../../pages/page-queries';
import { allWebsitesQueryOptions } from '../../websites/website-queries';
import { SelectField } from '../../../components/forms/select-field';
import { AddPageForm } from './add-page-form';
import { AddWebsiteForm } from './add-website-form';
import { pageChoiceSchema, type PageChoice } from './new-test-draft';
import type { StepProblems } from './step-problems';
import { useStepProblems } from './use-step-problems';
import { WizardStep } from './wizard-step';

type Adding = 'none' | 'website' | 'page';

/**
 * Step 1: the page the test runs on. A website and one of its pages are chosen from select lists, or added on the
 * spot. The step is not one <form>: the inline add forms are forms of their own, and forms cannot nest.
 */
export function PageStep({
  values,
  problems,
  focusHeading,
  onNext,
}: {
  values: PageChoice;
  problems: StepProblems | null;
  focusHeading: boolean;
  onNext: (values: PageChoice) => void;
}) {
  const websites = useSuspenseQuery(allWebsitesQueryOptions()).data.websites.websites;
  const form = useForm({ resolver: zodResolver(pageChoiceSchema), mode: 'onTouched', defaultValues: values });
  useStepProblems(problems, form.setError);
  const websiteId = useWatch({ control: form.control, name: 'websiteId' });
  const pages = useQuery({
    ...pagesQueryOptions({ websiteId, limit: allPagesLimit, skip: 0 }),
    enabled: websiteId !== '',
  });
  const [adding, setAdding] = useState<Adding>('none');
  const [announcement, setAnnouncement] = useState('');
  const website = websites.find((candidate) => candidate.id === websiteId);
  const pageList = pages.data?.pages.pages ?? [];
  const { errors } = form.formState;

  // With nothing to choose from, the add form is the way forward, so it shows without asking.
  const addingWebsite = adding === 'website' || websites.length === 0;
  const addingPage = website !== undefined && (adding === 'page' || (pages.isSuccess && pageList.length === 0));

  const chooseWebsite = (id: string): void => {
    form.setValue('websiteId', id, { shouldValidate: true });
    form.setValue('pageId', '');
  };

  return (
    <WizardStep step="page" focusHeading={focusHeading}>
      <p>Choose the website and the page of it to test. You can add them here if they are new.</p>
      <FormProblems problems={problems?.general ?? []} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <div className="wizard__group">
        <Controller
          control={form.control}
          name="websiteId"
          render={({ field }) => (
            <SelectField
              label="Website"
              options={websites.map((candidate) => ({
                value: candidate.id,
                label: `${candidate.name} (${candidate.url})`,
              }))}
              error={errors.websiteId?.message}
              {...field}
              onChange={(event) => chooseWebsite(event.target.value)}
            />
          )}
        />
        {addingWebsite ? (
          <AddWebsiteForm
            autoFocus={adding === 'website'}
            onCancel={websites.length === 0 ? null : () => setAdding('none')}
            onAdded={(added) => {
              chooseWebsite(added.id);
              setAdding('none');
              setAnnouncement(`Website ${added.name} added and chosen.`);
              // The add form and the button that sent it go: focus moves to the list that now shows the website.
              form.setFocus('websiteId');
            }}
          />
        ) : (
          <button type="button" className="button button--secondary button--small" onClick={() => setAdding('website')}>
            Add a new website
          </button>
        )}
      </div>

      <div className="wizard__group">
        {website === undefined ? (
          <p className="field__hint">Choose a website first to see its pages.</p>
        ) : pages.isPending ? (
          <LoadingIndicator label="Loading its pages…" />
        ) : pages.isError ? (
          <Notice kind="error">We couldn't load the pages of this website. Please try again shortly.</Notice>
        ) : (
          <>
            <Controller
              control={form.control}
              name="pageId"
              render={({ field }) => (
                <SelectField
                  label="Page"
                  options={pageList.map((page) => ({ value: page.id, label: `${page.name} (${page.url})` }))}
                  error={errors.pageId?.message}
                  {...field}
                />
              )}
            />
            {addingPage ? (
              <AddPageForm
                websiteId={website.id}
                websiteUrl={website.url}
                autoFocus={adding === 'page'}
                onCancel={pageList.length === 0 ? null : () => setAdding('none')}
                onAdded={(added) => {
                  form.setValue('pageId', added.id, { shouldValidate: true });
                  setAdding('none');
                  setAnnouncement(`Page ${added.name} added and chosen.`);
                  form.setFocus('pageId');
                }}
              />
            ) : (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setAdding('page')}
              >
                Add a new page
              </button>
            )}
          </>
        )}
      </div>

      <div className="wizard__actions">
        <NextButton type="button" onClick={() => void form.handleSubmit(onNext)()} />
      </div>
    </WizardStep>
  );
}
