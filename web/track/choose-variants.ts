import type { TrackedTest, TrackedVariant } from '../../domain/tracking/tracking-protocol';
import { assignmentPoint, pickVariant } from '../../domain/tracking/variant-assignment';

export interface Choice {
  readonly test: TrackedTest;
  readonly variant: TrackedVariant;
  /** Forced by the QA parameter: shown, but never enrolled or tracked. */
  readonly preview: boolean;
}

/** The variant this visitor sees in each of the tests that runs now on this device. */
export function chooseVariants(
  tests: readonly TrackedTest[],
  visitor: string,
  device: number,
  now: number,
  forced: string | null,
): Choice[] {
  const choices: Choice[] = [];
  for (const test of tests) {
    // A single-page visit may outlast a test's end, so the window is checked here too.
    if (now < test.starts || now >= test.ends || (test.devices.length && !test.devices.includes(device))) continue;
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
    if (variant) choices.push({ test, variant, preview: !!preview });
  }
  return choices;
}
