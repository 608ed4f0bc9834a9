/** The empty-list display kind; 'None found' unless a list has something more helpful to say. */
export function NoneFound({ text = 'None found' }: { text?: string }) {
  return <p className="none-found">{text}</p>;
}
