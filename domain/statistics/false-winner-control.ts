/**
 * How the chance of a false winner is kept at 5% per test, whatever the number of variants and goals
 * (docs/statistics.md, "Several variants and several goals"). Every comparison uses the always-valid interval, so
 * looking every day costs nothing; what remains is the number of comparisons:
 *
 * - **Primary goal**: each of the k variants is compared with the control at α / k (Bonferroni). The chance that any
 *   of them is ever called when none differs is at most k · α / k = α, at every look together, since each interval
 *   holds at all looks at once.
 * - **Secondary goals**: gatekept behind the primary goal (the fixed-sequence, or serial gatekeeping, procedure of
 *   Dmitrienko and Tamhane, Statistics in Medicine 2007). They are called only once the primary goal has a verdict
 *   (a variant better or worse beyond doubt), each of the k × m comparisons at α / (k · m). If no variant truly
 *   changes the primary goal, the gate opens falsely with chance at most α, and nothing else can be called; if one
 *   does, only secondary goals can produce false calls, together at most α. Either way at most α for the test.
 * - **Guardrails** follow their own rule: a variant harms a guardrail when its always-valid interval at 10%
 *   two-sided lies wholly below zero, that is a one-sided 5% test of harm for each guardrail and variant, with no
 *   correction and no gate. A false alarm only holds back a recommendation to ship; a missed harm ships it, so the
 *   guardrail is left the more sensitive.
 */
export const familyAlpha = 0.05;

/** Two-sided, so that harm alone is tested at 5%. */
export const guardrailAlpha = 0.1;

/** The α of each variant's comparison on the primary goal. */
export function primaryAlpha(variantCount: number): number {
  return familyAlpha / Math.max(1, variantCount);
}

/** The α of each variant's comparison on each of `secondaryCount` secondary goals, once the gate is open. */
export function secondaryAlpha(variantCount: number, secondaryCount: number): number {
  return familyAlpha / (Math.max(1, variantCount) * Math.max(1, secondaryCount));
}
