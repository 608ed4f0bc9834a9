import { formatLift } from '../../format/format-measure';
import type { GoalMetricDisplay } from './goal-metric';
import type { ResultsPageData } from './results-data';
import { shownLift, type Lift } from './shown-lift';
import { variantLetter } from './variant-letter';
import { verdictText } from './verdict-text';

/** The verdict first, in words, then the winner's lift with its interval when there is a winner. */
export function ResultsVerdict({
  data,
  goal,
}: {
  data: Pick<ResultsPageData, 'testResults'>;
  goal: GoalMetricDisplay;
}) {
  const { verdict, comparisons, minimumLift, dailySessions } = data.testResults;
  const variantNos = comparisons.map((c) => c.variantNo);
  const text = verdictText(verdict, { variantNos, minimumLift, dailySessions });
  const winner = verdict.kind === 'WINNER' ? comparisons.find((c) => c.variantNo === verdict.variantNo) : undefined;
  const lift = winner?.lift ?? null;
  return (
    <div className={`verdict verdict--${text.decided ? 'decided' : 'open'}`} data-testid="results-verdict">
      <p className="verdict__headline">{text.headline}</p>
      <p className="verdict__detail">{text.detail}</p>
      <p className="verdict__advice">{text.advice}</p>
      {winner !== undefined && lift !== null && (
        <p className="verdict__lift">{liftSentence(variantLetter(winner.variantNo), goal.label, shownLift(lift))}</p>
      )}
    </div>
  );
}

/** "Lift on clicks per session: B is +12.3% against A (95% interval +4.1% to +20.5%)." */
function liftSentence(letter: string, goalLabel: string, lift: Lift): string {
  const interval = `95% interval ${formatLift(lift.lower)} to ${formatLift(lift.upper)}`;
  return `Lift on ${goalLabel.toLowerCase()}: ${letter} is ${formatLift(lift.estimate)} against A (${interval}).`;
}
