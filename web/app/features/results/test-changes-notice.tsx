import { readDateTime } from '../../api/date-time-scalar';
import { Notice } from '../../components/feedback/notice';
import { formatDate, formatTime } from '../../format/format-date-time';
import type { TestChangeKind } from '../../gql/graphql';

export interface ShownTestChange {
  readonly what: TestChangeKind;
  readonly at: unknown;
}

/** What each kind of change did to the results, after "… changed on 03/03/2027 at 14:05". */
const consequences: Record<TestChangeKind, { readonly subject: string; readonly meaning: string }> = {
  goal: { subject: 'The goal', meaning: 'results before and after measure different things' },
  devices: { subject: 'The target devices', meaning: 'results before and after come from different visitors' },
  variant_code: { subject: "A variant's code", meaning: 'results before and after compare different pages' },
  split: { subject: 'The split', meaning: 'a new phase began, and results count from then' },
  variant_added: {
    subject: 'The variants',
    meaning: 'a variant was added, a new phase began, and results count from then',
  },
  variant_deleted: {
    subject: 'The variants',
    meaning: 'a variant was deleted, a new phase began, and results count from then',
  },
};

export function testChangeText(change: ShownTestChange): string {
  const at = readDateTime(change.at);
  const { subject, meaning } = consequences[change.what];
  return `${subject} changed on ${formatDate(at)} at ${formatTime(at)}: ${meaning}.`;
}

/** The moments a running test changed what it measures, oldest first, so its figures are read with them in mind. */
export function TestChangesNotice({ changes }: { changes: readonly ShownTestChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Notice kind="warning" title="This test changed while it ran">
      <ul className="results-changes" data-testid="results-changes">
        {changes.map((change, index) => (
          // The list is the test's history, only ever added to at its end: its order is a stable key.
          <li key={index}>{testChangeText(change)}</li>
        ))}
      </ul>
    </Notice>
  );
}
