import { events, flush, record, recordScroll, tick } from './event-queue';
import { guard } from './tracker';

const button = 'button,[role=button],input[type=submit],input[type=button],input[type=reset]';
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
  on(document, 'mouseover', (event) => {
    // Once per entry: moving between an element's own children is not a new hover.
    const from = (event as MouseEvent).relatedTarget as Node | null;
    const entered = (selector: string): boolean => {
      const element = inside(event, selector);
      return !!element && !element.contains(from);
    };
    if (entered(button)) record('button_hover');
    if (entered('form')) record('form_hover');
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
    if (document.visibilityState === 'hidden') flush(true);
  });
  on(window, 'pagehide', () => {
    record('leave');
    flush(true);
  });
  setInterval(
    guard(() => {
      if (events.length) flush();
    }),
    flushEveryMs,
  );
}
