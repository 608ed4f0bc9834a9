import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isUnauthenticated, serverProblems } from '../api/graphql-errors';
import { FullPageLoading } from '../components/feedback/loading-indicator';
import { Notice } from '../components/feedback/notice';

/** What a page shows when its data could not be loaded, with a way to try again. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  // A refused session is already on its way to the login page (see end-session-on-unauthenticated.ts).
  if (isUnauthenticated(error)) return <FullPageLoading />;

  const retry = (): void => {
    queryErrorReset.reset();
    void router.invalidate();
  };
  const [problem] = serverProblems(error);
  return (
    <section className="page page--narrow">
      <h1>We couldn't load this page</h1>
      <Notice kind="error">{problem?.message ?? 'Something went wrong. Please try again.'}</Notice>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={retry}>
          Try again
        </button>
      </div>
    </section>
  );
}
