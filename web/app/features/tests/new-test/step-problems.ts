import { serverProblems, type ServerProblem } from '../../../api/graphql-errors';
import type { StepId } from './new-test-draft';

/** A field problem placed at the form path of its step (`variants.1.pageRedirectUrl`). */
export interface FieldProblem {
  readonly path: string;
  readonly message: string;
}

/** The server's refusal of a submit, sorted to the step it belongs to: under its fields, or above the step. */
export interface StepProblems {
  readonly step: StepId;
  readonly fields: readonly FieldProblem[];
  readonly general: readonly ServerProblem[];
}

/** Where a problem the server named by field belongs; null keeps it with the step's general problems. */
export type FieldPlacement = (field: string) => string | null;

/** Sorts one failed call's problems into a step: those whose field `place` knows go under that field. */
export function stepProblems(error: unknown, step: StepId, place: FieldPlacement): StepProblems {
  const fields: FieldProblem[] = [];
  const general: ServerProblem[] = [];
  for (const problem of serverProblems(error)) {
    const path = problem.field === null ? null : place(problem.field);
    if (path === null) general.push(problem);
    else fields.push({ path, message: problem.message });
  }
  return { step, fields, general };
}
