import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { conversionGoalMessages, secondaryGoalsPerTest } from '../../../../domain/ab-tests/conversion-goal-rules';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { LoadingIndicator } from '../../components/feedback/loading-indicator';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { goalLabel } from '../tests/goal-label';
import { testQueryKey } from '../tests/test-queries';
import { updateTest } from '../tests/edit-test/update-test';
import { websiteGoalsQueryOptions } from './website-goals-queries';

interface Chosen {
  readonly goalId: string;
  readonly guardrail: boolean;
}

/**
 * The goals a test measures besides its primary one (at most five), each of which may be a guardrail: a metric the
 * results flag when a variant makes it worse. Saved on its own, so the test's details stay as they are.
 */
export function SecondaryGoalsForm({
  testId,
  websiteId,
  primaryGoalId,
  secondaryGoals,
}: {
  testId: string;
  websiteId: string;
  primaryGoalId: string;
  secondaryGoals: readonly { readonly guardrail: boolean; readonly goal: { readonly id: string } }[];
}) {
  const goals = useQuery(websiteGoalsQueryOptions(websiteId));
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<readonly Chosen[]>(() =>
    secondaryGoals.map((g) => ({ goalId: g.goal.id, guardrail: g.guardrail })),
  );
  const [problems, setProblems] = useState<readonly ServerProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => updateTest({ id: testId, secondaryGoals: chosen.map((c) => ({ ...c })) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testQueryKey(testId) }),
  });

  if (goals.isPending) return <LoadingIndicator label="Loading goals…" />;
  if (goals.isError) return <Notice kind="error">We couldn&apos;t load the goals. Please try again shortly.</Notice>;
  const offered = goals.data.goals.filter((goal) => goal.id !== primaryGoalId);
  const tooMany = chosen.length > secondaryGoalsPerTest;

  const toggle = (goalId: string, measured: boolean): void => {
    setSaved(false);
    setChosen((current) =>
      measured ? [...current, { goalId, guardrail: false }] : current.filter((c) => c.goalId !== goalId),
    );
  };
  const setGuardrail = (goalId: string, guardrail: boolean): void => {
    setSaved(false);
    setChosen((current) => current.map((c) => (c.goalId === goalId ? { ...c, guardrail } : c)));
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setProblems([]);
    if (tooMany) return;
    try {
      await save.mutateAsync();
      setSaved(true);
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <form className="form" aria-labelledby="secondary-goals-heading" noValidate onSubmit={(e) => void submit(e)}>
      <h3 id="secondary-goals-heading">Also measured</h3>
      <p className="field__hint">
        Up to {secondaryGoalsPerTest} goals besides the test&apos;s own, shown on its results page. A guardrail is one
        that must not get worse. Define conversion goals on the website&apos;s Goals screen.
      </p>
      <div aria-live="polite">{saved && <Notice kind="success">Saved the goals this test measures.</Notice>}</div>
      <FormProblems problems={problems} />
      <table className="table workspace-table">
        <caption className="visually-hidden">Goals this test can also measure</caption>
        <thead>
          <tr>
            <th scope="col">Goal</th>
            <th scope="col">Measure</th>
            <th scope="col">Guardrail</th>
          </tr>
        </thead>
        <tbody>
          {offered.map((goal) => {
            const choice = chosen.find((c) => c.goalId === goal.id);
            const name = goalLabel(goal.name);
            return (
              <tr key={goal.id}>
                <th scope="row">{name}</th>
                <td data-label="Measure">
                  <input
                    type="checkbox"
                    aria-label={`Measure ${name}`}
                    checked={choice !== undefined}
                    onChange={(e) => toggle(goal.id, e.target.checked)}
                  />
                </td>
                <td data-label="Guardrail">
                  <input
                    type="checkbox"
                    aria-label={`${name} is a guardrail`}
                    checked={choice?.guardrail ?? false}
                    disabled={choice === undefined}
                    onChange={(e) => setGuardrail(goal.id, e.target.checked)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {tooMany && <p className="field__error">{conversionGoalMessages.tooManySecondary}</p>}
      <div className="form__actions">
        <SubmitButton label="Save goals" submittingLabel="Saving goals…" submitting={save.isPending} />
      </div>
    </form>
  );
}
