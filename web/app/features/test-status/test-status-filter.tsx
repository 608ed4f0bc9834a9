import { useId } from 'react';
import type { TestStatus } from '../../gql/graphql';
import { testStatusLabels } from './test-status-label';
import { testStatusFrom, testStatusOrder } from './test-status-order';

/** Narrows the tests list to one status; "Every status" shows them all. Applies at once, focus staying here. */
export function TestStatusFilter({
  status,
  onChange,
}: {
  status: TestStatus | null;
  onChange: (status: TestStatus | null) => void;
}) {
  const id = useId();
  return (
    <div className="workspace-filter field">
      <label htmlFor={id}>Filter by status</label>
      <select id={id} value={status ?? ''} onChange={(event) => onChange(testStatusFrom(event.target.value) ?? null)}>
        <option value="">Every status</option>
        {testStatusOrder.map((s) => (
          <option key={s} value={s}>
            {testStatusLabels[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
