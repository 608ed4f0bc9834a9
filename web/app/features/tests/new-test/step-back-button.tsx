/**
 * The flow's Back: it returns to the previous step within this page. (The shared BackButton goes back in the
 * browser history, which would leave the flow; the draft lives in this page, not in the history.)
 */
export function StepBackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      <span aria-hidden="true">← </span>
      {label}
    </button>
  );
}
