/**
 * Changing a test after it is created (docs/decisions.md, "Changing a running test"): the rules the server and the
 * edit form share, with the words they both say. The web app imports this module too, so it stays plain data and
 * tiny pure checks.
 */

/** What a change to a running test is recorded as: each changes what its results measure from that moment on. */
export const testChangeKinds = [
  'goal',
  'devices',
  'variant_code',
  'split',
  'variant_added',
  'variant_deleted',
] as const;

export type TestChangeKind = (typeof testChangeKinds)[number];

/**
 * A test is running, for these rules, when it is on and has counted sessions: its results so far were measured
 * one way, so changing the goal, the devices or a variant's code splits them into a before and an after.
 */
export function isRunningWithResults(test: { readonly active: boolean; readonly testSessionsCount: number }): boolean {
  return test.active && test.testSessionsCount > 0;
}

export const testEditMessages = {
  endNotInFuture: "An active test's end date must be in the future. To end it now, make it inactive.",
} as const;

/** "…below the 37 sessions already counted": the cap can only shrink as far as what has been spent. */
export function maxCasesBelowSessionsMessage(sessions: number): string {
  const counted = `${sessions.toLocaleString('en-GB')} ${sessions === 1 ? 'session' : 'sessions'}`;
  return `The maximum number of test sessions cannot be below the ${counted} already counted`;
}

/** The edit form's line of help: the changes that leave a running test's results as comparable as they were. */
export const safeTestChangesHelp =
  'While a test runs, you can raise its maximum sessions, extend its end date, rename it or change its description: its results stay comparable.';

/** Shown in the edit form before saving a change that splits a running test's results. */
/**
 * A change to a running test's split or its variants starts a new phase (docs/statistics.md, "Phases"): said before
 * Save, since the results so far stop counting.
 */
export const phaseChangeWarnings: Readonly<Record<'split' | 'variant_added' | 'variant_deleted', string>> = {
  split: 'Changing the split starts a new phase: results count from now. The results page will mark when it changed.',
  variant_added:
    'Adding a variant to a running test starts a new phase: results count from now. The results page will mark when it changed.',
  variant_deleted:
    'Deleting a variant of a running test starts a new phase: results count from now. The results page will mark when it changed.',
};

/** Said before saving a running test's variant code (its CSS, JavaScript or redirect), and asked to confirm. */
export const runningCodeChangeWarning =
  'Visitors who saw the old version stay in the results with those who see the new one, so the results mix the two. ' +
  'The results page will mark when it changed. To compare the new version on its own, stop this test and start a new one.';

export const runningTestChangeWarnings: Readonly<Record<'goal' | 'devices', string>> = {
  goal: 'Changing the goal of a running test changes what its results measure. The results page will mark when it changed.',
  devices:
    'Changing the target devices of a running test changes which visitors its results measure. The results page will mark when it changed.',
};
