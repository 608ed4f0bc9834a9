import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { StepProblems } from './step-problems';

/**
 * Shows the server's problems for this step under their fields when the step opens (the first such field gets
 * focus, so the user lands on what to fix). The general ones are the caller's to show above the step.
 */
export function useStepProblems<Fields extends FieldValues>(
  problems: StepProblems | null,
  setError: UseFormSetError<Fields>,
): void {
  useEffect(() => {
    if (problems === null) return;
    problems.fields.forEach((problem, index) => {
      // The paths were built for this step's form (step-problems.ts), so they name its fields.
      setError(
        problem.path as Path<Fields>,
        { type: 'server', message: problem.message },
        { shouldFocus: index === 0 },
      );
    });
  }, [problems, setError]);
}
