/**
 * A jump in the sessions a website is charged: far more in the last hour than its usual hourly rate over the week
 * before. A drained balance is the owner's loss however it happened (a forged storm, a bot the lists do not know, or
 * a campaign they forgot), so they are told within the hour and can pause their tests.
 */
export interface SpikeFacts {
  /** Sessions charged in the last hour. */
  readonly lastHour: number;
  /** Sessions charged in the week before that hour. */
  readonly weekBefore: number;
}

/** Fewer than this in an hour is never a spike: a small shop's newsletter going out is not worth an alarm. */
export const spikeFloorPerHour = 50;
/** How many times the usual hourly rate the last hour must reach. */
export const spikeFactor = 5;

const hoursInWeek = 7 * 24;

export function usualPerHour(facts: SpikeFacts): number {
  return facts.weekBefore / hoursInWeek;
}

/** Whether the last hour is a spike: at least the floor, and at least `spikeFactor` times the usual hourly rate. */
export function isSessionSpike(facts: SpikeFacts): boolean {
  return facts.lastHour >= spikeFloorPerHour && facts.lastHour >= spikeFactor * usualPerHour(facts);
}

/** A website is told of a spike at most once in this long: an ongoing storm is one alarm, not one an hour. */
export const spikeWarningIntervalMs = 24 * 3_600_000;
