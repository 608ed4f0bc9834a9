/**
 * What happens to a test once its verdict decides it (domain/statistics/test-verdict.ts), chosen per test:
 *
 * - `stop`: "stop and tell me", the default. The test stops (no more visitors enrolled, no more sessions charged) and
 *   the owner is told. Owners pay per session, and a decided test's further sessions buy nothing.
 * - `ship`: "ship the winner". A winner is shipped (served to every visitor untested, free, as the owner's own Ship
 *   does); a verdict that keeps the original (the control wins, no meaningful difference, finished undecided) stops the
 *   test, since stopping is what shows the original.
 * - `keep_running`: the owner is told and nothing else changes: the test keeps taking (and paying for) visitors until
 *   its maximum or its end date.
 */
export type WhenDecided = 'stop' | 'ship' | 'keep_running';

export const whenDecidedChoices: readonly WhenDecided[] = ['stop', 'ship', 'keep_running'];

export const defaultWhenDecided: WhenDecided = 'stop';

export function isWhenDecided(value: string): value is WhenDecided {
  return (whenDecidedChoices as readonly string[]).includes(value);
}
