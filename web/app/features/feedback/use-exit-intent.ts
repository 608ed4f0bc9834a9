import { useEffect, useRef } from 'react';

/**
 * The pointer left the page through its top edge, towards the tabs or the address bar: a `mouseout` that leads to
 * nothing in the page (no relatedTarget) at a vertical position of 0 or less.
 */
export function isExitThroughTop(event: {
  readonly clientY: number;
  readonly relatedTarget: EventTarget | null;
}): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Calls `onExit` each time the pointer leaves the page through its top edge, while `enabled`. */
export function useExitIntent(onExit: () => void, enabled: boolean): void {
  const latest = useRef(onExit);
  useEffect(() => {
    latest.current = onExit;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: MouseEvent): void => {
      if (isExitThroughTop(event)) latest.current();
    };
    document.addEventListener('mouseout', listener);
    return () => document.removeEventListener('mouseout', listener);
  }, [enabled]);
}
