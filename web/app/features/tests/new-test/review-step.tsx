import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormProblems } from '../../../components/forms/form-problems';
import { TableScroll } from '../../../components/tables/table-scroll';
import { SubmitButton } from '../../../components/forms/submit-button';
import { formatCount } from '../../../format/format-count';
import { formatDate } from '../../../format/format-date-time';
import { websiteGoalsQueryOptions } from '../../goals/website-goals-queries';
import { allPagesLimit, pagesQueryOptions } from '../../pages/page-queries';
import { variantTypeLabel } from '../../variants/variant-type-label';
import { allWebsitesQueryOptions } from '../../websites/website-queries';
import { parseDateInput } from '../date-input';
import { goalLabel } from '../goal-label';
import { targetDeviceOptions } from '../test-details-fields';
import { DurationEstimate } from './duration-estimate';
import { variantLabel, type NewTestDraft, type StepId } from './new-test-draft';
import { StepBackButton } from './step-back-button';
import type { StepProblems } from './step-problems';
import { WizardStep } from './wizard-step';
import type { WhenDecided } from '../../../gql/graphql';
import { WhenDecidedSelect } from '../when-decided-choice';

function dayText(value: string): string {
  const day = parseDateInput(value);
  return day === null ? value : formatDate(day);
}

/** Step 4: everything gathered, each part with a way back to change it, and the button that creates the test. */
export function ReviewStep({
  draft,
  problems,
  focusHeading,
  progress,
  onChangeStep,
  onBack,
  onCreate,
}: {
  draft: NewTestDraft;
  problems: StepProblems | null;
  focusHeading: boolean;
  progress: string;
  onChangeStep: (step: StepId) => void;
  onBack: () => void;
  /** Creates the test, planned for the smallest lift worth finding (null: the default), with what happens once decided. */
  onCreate: (minimumLiftPercent: number | null, whenDecided: WhenDecided) => Promise<void>;
}) {
  const websites = useSuspenseQuery(allWebsitesQueryOptions()).data.websites.websites;
  const pages = useSuspenseQuery(pagesQueryOptions({ websiteId: draft.page.websiteId, limit: allPagesLimit, skip: 0 }))
    .data.pages.pages;
  const goals = useSuspenseQuery(websiteGoalsQueryOptions(draft.page.websiteId)).data.goals;
  const [creating, setCreating] = useState(false);

  const website = websites.find((candidate) => candidate.id === draft.page.websiteId);
  const page = pages.find((candidate) => candidate.id === draft.page.pageId);
  const goal = goals.find((candidate) => candidate.id === draft.details.goalId);
  const { details, variants } = draft;
  const devices = targetDeviceOptions.filter((option) => details.targetDevices.includes(option.value));

  const [minimumLift, setMinimumLift] = useState<number | null>(null);
  const [whenDecided, setWhenDecided] = useState<WhenDecided>('STOP_AND_TELL');
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    try {
      await onCreate(minimumLift, whenDecided);
    } finally {
      setCreating(false);
    }
  };

  const changeButton = (step: StepId, what: string) => (
    <button type="button" className="button button--secondary button--small" onClick={() => onChangeStep(step)}>
      Change <span className="visually-hidden">{what}</span>
    </button>
  );

  return (
    <WizardStep step="review" focusHeading={focusHeading}>
      <p>Check the test before creating it. It starts inactive: you activate it when the script is on your pages.</p>
      <FormProblems problems={problems?.general ?? []} />

      <section className="review__section" aria-labelledby="review-page">
        <div className="review__header">
          <h3 id="review-page">Page</h3>
          {changeButton('page', 'the page')}
        </div>
        <dl className="summary-list">
          <dt>Website</dt>
          <dd>{website === undefined ? '—' : `${website.name} (${website.url})`}</dd>
          <dt>Page</dt>
          <dd>{page === undefined ? '—' : `${page.name} (${page.url})`}</dd>
        </dl>
      </section>

      <section className="review__section" aria-labelledby="review-details">
        <div className="review__header">
          <h3 id="review-details">Details</h3>
          {changeButton('details', 'the details')}
        </div>
        <dl className="summary-list">
          <dt>Name</dt>
          <dd>{details.name.trim()}</dd>
          <dt>Description</dt>
          <dd>{details.description.trim() === '' ? 'None' : details.description.trim()}</dd>
          <dt>Goal</dt>
          <dd>{goal === undefined ? '—' : goalLabel(goal.name)}</dd>
          <dt>Target devices</dt>
          <dd>{devices.length === 0 ? 'All devices' : devices.map((device) => device.label).join(', ')}</dd>
          <dt>Start date</dt>
          <dd>{dayText(details.startDate)}</dd>
          <dt>End date</dt>
          <dd>{dayText(details.endDate)}</dd>
          <dt>Maximum test sessions</dt>
          <dd>{formatCount(details.maxCases)}</dd>
        </dl>
      </section>

      <section className="review__section" aria-labelledby="review-variants">
        <div className="review__header">
          <h3 id="review-variants">Variants</h3>
          {changeButton('variants', 'the variants')}
        </div>
        <TableScroll label="The variants of the new test">
          <table className="table">
            <caption className="visually-hidden">The variants of the new test</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Change</th>
                <th scope="col">Traffic</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Control</th>
                <td data-label="Change">The original page</td>
                <td data-label="Traffic">{variants.split[0] ?? 0}%</td>
              </tr>
              {variants.variants.map((variant, index) => (
                <tr key={index}>
                  <th scope="row">{variantLabel(variant, index)}</th>
                  <td className="table__wrap" data-label="Change">
                    {variant.redirect
                      ? `Redirect to ${variant.pageRedirectUrl.trim()}`
                      : variantTypeLabel({ ...variant, isControl: false, hasRedirect: false })}
                  </td>
                  <td data-label="Traffic">{variants.split[index + 1] ?? 0}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <DurationEstimate
        draft={draft}
        isConversionGoal={goal !== undefined && goal.kind !== null && goal.kind !== undefined}
        onMinimumLiftChange={setMinimumLift}
      />

      <WhenDecidedSelect value={whenDecided} onChange={setWhenDecided} />

      <form className="wizard__actions" noValidate onSubmit={(event) => void submit(event)}>
        <StepBackButton onClick={onBack} />
        <SubmitButton label="Create test" submittingLabel="Creating test…" submitting={creating} />
      </form>
      <p className="wizard__progress" role="status" aria-live="polite">
        {creating ? progress : ''}
      </p>
    </WizardStep>
  );
}
