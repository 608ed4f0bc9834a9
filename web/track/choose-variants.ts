import type { TrackedTest, TrackedVariant } from '../../domain/tracking/tracking-protocol';
import { assignmentPoint, pickVariant } from '../../domain/tracking/variant-assignment';

export interface Choice {
  readonly test: TrackedTest;
  readonly variant: TrackedVariant;
  /** Forced by the QA parameter: shown, but never enrolled or tracked. */
  /** Shown but never enrolled: a QA preview, or a shipped winner. */
  readonly untested: boolean;
}

/**
 * The variant this visitor sees in each of the tests that runs on this device. The config holds only live tests
 * (the server checks dates, caps and balances as it answers, and it is never cached), so the device is all left.
 * A single-page visit that outlasts a test's end still picks it on a later route: the server then refuses the
 * enrolment and the variant is withdrawn.
 */
export function chooseVariants(
  tests: readonly TrackedTest[],
  visitor: string,
  device: number,
  forced: string | null,
): Choice[] {
  const choices: Choice[] = [];
  for (const test of tests) {
    if (test.devices.length && !test.devices.includes(device)) continue;
    const preview = test.variants.find((variant) => forced === String(variant.no) || forced === variant.id);
    const point = assignmentPoint(visitor, test.id);
    const variant =
      preview ||
      test.variants[
        pickVariant(
          point,
          test.variants.map((variant) => variant.share),
        )
      ];
    if (variant) choices.push({ test, variant, untested: !!preview || !!test.shipped });
  }
  return choices;
}
