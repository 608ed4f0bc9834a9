import type { TestResults } from '../../../application/results/get-test-results';
import type { VariantComparison } from '../../../domain/statistics/goal-comparison';

/**
 * What no results page may show, whatever its data: two figures that disagree. Each comparison's figures come from
 * one estimate (docs/statistics.md, "One method"), so:
 *
 * - its figures are shown together or not at all, every one a finite number (GraphQL's Float carries no NaN); the
 *   lift alone is left out while A's value is not clear of 0;
 * - p < 0.05 exactly when the 95% lift interval leaves out 0, and exactly when the chance to beat is outside
 *   2.5%–97.5%, on the same side;
 * - the always-valid interval holds the 95% interval, and is "significant" exactly when it leaves out 0 as a lift;
 * - a winner's own row shows p < 0.05, a 95% interval above 0 and its always-valid interval; A winning, every row
 *   below 0; a verdict resting on the always-valid interval shows it in every row it rests on;
 * - a leader's chance is the one its row shows (for A, at most the chance it beats each variant).
 */
export function pageContradictions(results: TestResults): string[] {
  const found: string[] = [];
  for (const goal of results.goals) {
    for (const c of goal.comparisons)
      found.push(...rowContradictions(c, goal.called).map((m) => `${goal.name} ${c.variantNo}: ${m}`));
  }
  const rows = results.comparisons;
  const byNo = (variantNo: number): VariantComparison | undefined => rows.find((c) => c.variantNo === variantNo);
  const verdict = results.verdict;
  if (verdict.kind === 'winner') {
    const row = byNo(verdict.variantNo);
    if (row === undefined || row.sequential === null || row.pValue === null) {
      found.push('winner without its figures');
    } else {
      if (!(row.pValue < 0.05)) found.push(`winner with p = ${row.pValue}`);
      if (row.lift !== null && !(row.lift.interval.lower > 0)) found.push('winner whose 95% interval reaches 0');
      if (!(row.sequential.lift.lower > 0)) found.push('winner whose always-valid interval reaches 0');
      if (verdict.chanceToBeatControl !== row.chanceToBeatControl) found.push('winner chance not its row');
    }
  }
  if (verdict.kind === 'control_wins' || verdict.kind === 'no_meaningful_difference') {
    for (const row of rows) {
      if (row.sequential === null) found.push(`${verdict.kind} with no always-valid interval for ${row.variantNo}`);
    }
  }
  if (verdict.kind === 'control_wins') {
    for (const row of rows) {
      if (row.pValue === null || !(row.pValue < 0.05) || row.lift === null || !(row.lift.interval.upper < 0)) {
        found.push(`A wins, but ${row.variantNo} is not worse at 95%`);
      }
    }
    if (
      rows.some(
        (r) => r.chanceToBeatControl !== null && verdict.chanceToBeatEveryVariant > 1 - r.chanceToBeatControl + 1e-9,
      )
    ) {
      found.push('A wins with a chance above its chance against one variant');
    }
  }
  if (verdict.kind === 'not_enough_data' && verdict.leader !== null) {
    const { leader } = verdict;
    if (leader.variantNo === 0) {
      if (rows.some((r) => r.chanceToBeatControl === null || leader.chance > 1 - r.chanceToBeatControl + 1e-9)) {
        found.push('A leads with a chance above its chance against one variant');
      }
    } else if (byNo(leader.variantNo)?.chanceToBeatControl !== leader.chance) {
      found.push('leader chance not its row');
    }
  }
  for (const point of results.liftOverTime) {
    for (const x of [point.lift, point.band?.lower, point.band?.upper]) {
      if (x !== null && x !== undefined && !Number.isFinite(x)) found.push('lift over time not finite');
    }
  }
  return found;
}

/** A p-value this close to 0.05 may fall either side of it in floating point. */
const edge = 1e-9;

function rowContradictions(c: VariantComparison, called: boolean): string[] {
  const found: string[] = [];
  const shown = [c.pValue, c.chanceToBeatControl, c.sequential].filter((x) => x !== null).length;
  if (shown !== 0 && shown !== 3) found.push(`${shown} of its p-value, chance and interval shown`);
  if (c.lift !== null && shown !== 3) found.push('a lift without the figures it comes from');
  if (c.pValue === null || c.chanceToBeatControl === null || c.sequential === null) return found;
  if (c.lift === null) {
    // A's value not clear of 0: no lift, and the always-valid range open above.
    if (c.sequential.lift.upper !== null) found.push('no lift, but a bounded always-valid lift');
    return found;
  }
  const numbers = [
    c.lift.estimate,
    c.lift.interval.lower,
    c.lift.interval.upper,
    c.pValue,
    c.chanceToBeatControl,
    c.sequential.estimate,
    c.sequential.interval.lower,
    c.sequential.interval.upper,
    c.sequential.lift.lower,
    c.sequential.lift.upper ?? 0,
    c.value ?? 0,
  ];
  if (numbers.some((x) => !Number.isFinite(x))) found.push('a figure that is not a finite number');
  const { pValue: p, chanceToBeatControl: chance, lift } = c;
  if (Math.abs(p - 0.05) > edge) {
    const significant = p < 0.05;
    const intervalSays = lift.interval.lower > 0 || lift.interval.upper < 0;
    const chanceSays = chance > 0.975 || chance < 0.025;
    if (significant !== intervalSays)
      found.push(`p = ${p} beside a 95% interval ${lift.interval.lower}..${lift.interval.upper}`);
    if (significant !== chanceSays) found.push(`p = ${p} beside a chance to beat of ${chance}`);
  }
  if (lift.interval.lower > 0 && chance < 0.5) found.push('better at 95% but a chance below 50%');
  if (lift.interval.upper < 0 && chance > 0.5) found.push('worse at 95% but a chance above 50%');
  const always = c.sequential.lift;
  if (
    always.lower > lift.interval.lower + 1e-12 ||
    (always.upper !== null && always.upper < lift.interval.upper - 1e-12)
  ) {
    found.push('an always-valid interval narrower than the 95% one');
  }
  const leavesOutZero = always.lower > 0 || (always.upper !== null && always.upper < 0);
  if (called && c.sequential.significant !== leavesOutZero)
    found.push('always-valid "significant" not as its lift shows');
  if (c.sequential.significant && !(p < 0.05)) found.push('beyond doubt always-valid but p ≥ 0.05');
  return found;
}
