import { useRef, type ReactNode } from 'react';
import { useOverflows } from './use-overflows';

/**
 * The frame every table sits in. A table fits it: on a phone its rows stack into cards, each cell under its
 * column's name (data-label, styles/app.css "Tables"), and wider screens give its headings room to wrap. Should a
 * table still be wider than the frame (large text, a long word), the frame scrolls sideways and becomes a region
 * named `label` that takes keyboard focus, so every column can be reached without a mouse; the caption stays in view.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(ref);
  return (
    <div
      ref={ref}
      className="table-scroll"
      {...(overflows ? { role: 'region', tabIndex: 0, 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
