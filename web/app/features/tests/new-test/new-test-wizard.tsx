import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { LoadingIndicator } from '../../../components/feedback/loading-indicator';
import type { WhenDecided } from '../../../gql/graphql';
import { fetchTestVariants } from '../../variants/variant-queries';
import { createTestVariant } from '../../variants/variant-mutations';
import { createTest, deleteTest, setTrafficAllocations } from '../test-mutations';
import { testsQueryKey } from '../test-queries';
import { DetailsStep } from './details-step';
import { emptyDraft, newTestDraftSchema, type NewTestDraft, type StepId } from './new-test-draft';
import { PageStep } from './page-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import type { StepProblems } from './step-problems';
import { submitNewTest, type NewTestApi } from './submit-new-test';
import { VariantsStep } from './variants-step';
import '../../../styles/tests.css';

const api: NewTestApi = {
  createTest,
  createTestVariant,
  testVariants: fetchTestVariants,
  setTrafficAllocations,
  deleteTest,
};

/**
 * The new-test flow: Page, Details, Variants, Review. The draft lives here, above the steps, so moving between
 * them (Back included) keeps everything; each step checks its own part before Next. A refused submit reopens the
 * step the problem belongs to, with the server's message under the field.
 */
export function NewTestWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<StepId>('page');
  const [draft, setDraft] = useState<NewTestDraft>(() => emptyDraft(new Date()));
  const [problems, setProblems] = useState<StepProblems | null>(null);
  const [progress, setProgress] = useState('');
  // The first step keeps the page's own focus; after a move, the new step's heading takes it.
  const [moved, setMoved] = useState(false);

  const goTo = (next: StepId, update?: Partial<NewTestDraft>): void => {
    setMoved(true);
    if (update !== undefined) setDraft((current) => ({ ...current, ...update }));
    // Problems stay with their step until it is left: by then they are fixed, or a new submit finds them again.
    if (problems !== null && problems.step !== next) setProblems(null);
    setStep(next);
  };
  const problemsFor = (id: StepId): StepProblems | null => (problems?.step === id ? problems : null);

  const create = async (minimumLiftPercent: number | null, whenDecided: WhenDecided): Promise<void> => {
    setProblems(null);
    const valid = newTestDraftSchema.safeParse(draft);
    if (!valid.success) {
      // Each step was checked on its way here, so this only guards against a draft changed since.
      const firstPath = valid.error.issues[0]?.path[0];
      goTo(firstPath === 'page' || firstPath === 'details' || firstPath === 'variants' ? firstPath : 'page');
      return;
    }
    const result = await submitNewTest(valid.data, api, setProgress, { minimumLiftPercent, whenDecided });
    await queryClient.invalidateQueries({ queryKey: testsQueryKey });
    if (result.ok) {
      await navigate({ to: '/user/tests/new/success/$testId', params: { testId: result.testId } });
      return;
    }
    setMoved(true);
    setProblems(result.problems);
    setStep(result.problems.step);
  };

  return (
    <div className="wizard">
      <StepIndicator current={step} />
      <Suspense fallback={<LoadingIndicator />}>
        {step === 'page' && (
          <PageStep
            values={draft.page}
            problems={problemsFor('page')}
            focusHeading={moved}
            onNext={(page) => goTo('details', { page })}
          />
        )}
        {step === 'details' && (
          <DetailsStep
            websiteId={draft.page.websiteId}
            values={draft.details}
            problems={problemsFor('details')}
            focusHeading={moved}
            onNext={(details) => goTo('variants', { details })}
            onBack={(details) => goTo('page', { details })}
          />
        )}
        {step === 'variants' && (
          <VariantsStep
            values={draft.variants}
            problems={problemsFor('variants')}
            focusHeading={moved}
            onNext={(variants) => goTo('review', { variants })}
            onBack={(variants) => goTo('details', { variants })}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            draft={draft}
            problems={problemsFor('review')}
            focusHeading={moved}
            progress={progress}
            onChangeStep={(target) => goTo(target)}
            onBack={() => goTo('variants')}
            onCreate={create}
          />
        )}
      </Suspense>
    </div>
  );
}
