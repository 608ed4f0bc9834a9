import { events, flush, record, recordScroll, tick } from './event-queue';
import { guard } from './tracker';

const button = 'button,[role=button],[type=submit],[type=button],[type=reset]';
const field = 'form input,form select,form textarea';
const flushEveryMs = 5000;
/** When a form field got the focus, -1 when none has it. */
let focused = -1;

function on(target: EventTarget, type: string, handler: (event: Event) => void): void {
  target.addEventListener(type, guard(handler), { capture: true, passive: true });
}

function inside(event: Event, selector: string): Element | null {
  // Only called for events aimed at elements.
  return (event.target as Element).closest(selector);
}

/** What the visitor does, as kinds of events only: never text, values or where they went. */
export function listen(): void {
  on(document, 'click', (event) =>
    record(inside(event, button) ? 'button_click' : inside(event, 'form') ? 'form_click' : 'click'),
  );
  // mouseenter, which reaches a capturing listener for every element entered: once per entry, since moving between
  // an element's own children enters none of its ancestors again.
  on(document, 'mouseenter', (event) => {
    const entered = event.target as Element;
    if (entered.matches(button)) record('button_hover');
    if (entered.matches('form')) record('form_hover');
  });
  on(document, 'submit', () => record('form_submit'));
  on(document, 'focusin', (event) => {
    focused = inside(event, field) ? performance.now() : -1;
  });
  on(document, 'focusout', () => {
    if (focused >= 0) record('form_time', performance.now() - focused);
    focused = -1;
  });
  on(document, 'scroll', () =>
    recordScroll(Math.round(((scrollY + innerHeight) / document.documentElement.scrollHeight) * 100)),
  );
  on(document, 'visibilitychange', () => {
    tick();
    if (document.hidden) flush();
  });
  on(window, 'pagehide', () => {
    record('leave');
    flush();
  });
  setInterval(
    guard(() => {
      if (events.length) flush();
    }),
    flushEveryMs,
  );
}
