import type { ReactNode } from 'react';

export type NoticeKind = 'error' | 'success' | 'warning' | 'info';

/** The shared message box. Errors interrupt a screen reader (role=alert); the others wait their turn (status). */
export function Notice({ kind, title, children }: { kind: NoticeKind; title?: string; children: ReactNode }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title !== undefined && <strong className="notice__title">{title}</strong>}
      <div className="notice__body">{children}</div>
    </div>
  );
}
