import { useEffect, useState, type ReactNode } from 'react';
import { fixtureState } from './fixture-state';

/**
 * When a route's title renders again after mounting, as apps do when fresh data arrives: each time the `<h1>` is
 * replaced by a new element (a new key), so a variant's change to the old one is gone and must be made again before
 * the browser paints the new one. Most routes render it twice more; the live route renders it six times within a
 * few milliseconds (several sources answering at once, as on a dashboard), then once more.
 */
export const rerenders = {
  refresh: [60, 200],
  burst: [60, 61, 62, 63, 64, 65, 200],
} as const;

interface PageTitleProps {
  readonly route: string;
  readonly schedule?: readonly number[];
  readonly children: ReactNode;
}

export function PageTitle({ route, schedule = rerenders.refresh, children }: PageTitleProps) {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const timers = schedule.map((ms, index) => setTimeout(() => setRevision(index + 1), ms));
    return () => timers.forEach(clearTimeout);
  }, [schedule]);
  useEffect(() => {
    if (revision === schedule.length) fixtureState().settled = route;
  }, [revision, route, schedule]);
  return (
    <h1 key={revision} className="page-title" data-revision={revision}>
      {children}
    </h1>
  );
}
