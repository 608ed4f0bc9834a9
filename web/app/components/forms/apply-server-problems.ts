import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';

/**
 * Puts each problem of a failed submit under the field it names, when the form has that field, and returns
 * the rest for the form to show as a whole (a wrong login, a spent reset link, too many attempts).
 */
export function applyServerProblems<Fields extends FieldValues>(
  error: unknown,
  fields: readonly Path<Fields>[],
  setError: UseFormSetError<Fields>,
): ServerProblem[] {
  const formProblems: ServerProblem[] = [];
  let focused = false;
  for (const problem of serverProblems(error)) {
    const field = fields.find((name) => name === problem.field);
    if (field === undefined) {
      formProblems.push(problem);
      continue;
    }
    setError(field, { type: 'server', message: problem.message }, { shouldFocus: !focused });
    focused = true;
  }
  return formProblems;
}
