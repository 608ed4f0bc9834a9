import type { ReactNode } from 'react';
import type { ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../feedback/notice';

/** The problems of a submit that belong to no one field, in one error notice; `extra` adds a way forward. */
export function FormProblems({ problems, extra }: { problems: readonly ServerProblem[]; extra?: ReactNode }) {
  if (problems.length === 0) return null;
  return (
    <Notice kind="error">
      {/* The list is rebuilt whole on each submit, so its order is a stable key. */}
      {problems.map((problem, index) => (
        <p key={index} className="notice__line">
          {problem.message}
        </p>
      ))}
      {extra}
    </Notice>
  );
}
