import { goalMetricDisplay } from '../results/goal-metric';
import { GoalTable } from '../results/goal-table';
import { LiftChart } from '../results/lift-chart';
import { ResultsVerdict } from '../results/results-verdict';
import { shownLift } from '../results/shown-lift';
import { variantLetter } from '../results/variant-letter';
import { sampleResults, sampleRows } from './sample-results';
import '../../styles/results.css';

/**
 * A results page as owners see it, for the home page: the results page's own verdict, goal table and lift chart,
 * drawn from sample figures, so what a visitor sees here is what the product shows (and no image to load).
 */
export function ResultsShowcase() {
  const { testResults } = sampleResults;
  const goal = goalMetricDisplay(testResults.goalMetric ?? null);
  const lifts = testResults.comparisons.flatMap((comparison) =>
    comparison.lift === null ? [] : [{ label: variantLetter(comparison.variantNo), ...shownLift(comparison.lift) }],
  );
  return (
    <figure className="showcase" aria-labelledby="showcase-caption">
      <div className="showcase__screen">
        <p className="showcase__title">Results: Green or orange buttons</p>
        <ResultsVerdict data={sampleResults} goal={goal} />
        <GoalTable rows={sampleRows} goal={goal} controlValue={testResults.controlValue} />
        <div className="showcase__chart">
          <LiftChart rows={lifts} />
        </div>
      </div>
      <figcaption id="showcase-caption" className="showcase__caption">
        An example results page: a test of green against orange buy buttons, measured on clicks.
      </figcaption>
    </figure>
  );
}
