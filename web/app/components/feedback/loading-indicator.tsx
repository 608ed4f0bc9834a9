/** The "loading" display kind: a spinner with a label that screen readers announce. */
export function LoadingIndicator({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">{label}</span>
    </div>
  );
}

/** Shown while a lazily loaded page (or its data) arrives. */
export function FullPageLoading() {
  return (
    <div className="loading-page" data-testid="full-page-loading">
      <LoadingIndicator />
    </div>
  );
}
