import type { Clock } from '../../../application/ports/clock';

/** A clock that stands still until a test moves it, so every time a use case records is predictable. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2025-03-10T09:00:00.000Z')) {
    this.current = start.getTime();
  }

  /** A fresh Date each call, so a caller mutating it cannot move the clock. */
  now(): Date {
    return new Date(this.current);
  }

  set(to: Date): void {
    this.current = to.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
