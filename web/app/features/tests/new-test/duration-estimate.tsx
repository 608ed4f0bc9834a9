import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadingIndicator } from '../../../components/feedback/loading-indicator';
import { TextField } from '../../../components/forms/text-field';
import { defaultMinimumLiftPercent, parseEstimateFields } from './duration-estimate-fields';
import { durationEstimateInput, durationEstimateQueryOptions } from './duration-estimate-queries';
import {
  baselineNote,
  estimateSummary,
  estimateWarnings,
  formatPerDay,
  formatVisitorsPerDay,
} from './duration-estimate-text';
import type { NewTestDraft } from './new-test-draft';
import { useSettledValue } from '../../../components/forms/use-settled-value';

const settleMs = 400;

/**
 * The review step's "How long will it take?": the days the test needs to find the smallest lift the owner cares
 * about, on the page's recent traffic or the number they enter, and why it will not when it will not. Advice only:
 * it never stops the test from being created, and a failure to estimate says so without getting in the way.
 */
export function DurationEstimate({
  draft,
  isConversionGoal,
  onMinimumLiftChange,
}: {
  draft: NewTestDraft;
  /** The chosen goal is one of the website's conversion goals: planned from the rate the owner expects. */
  isConversionGoal: boolean;
  /** The smallest lift worth finding as typed, when valid: the test is created planned for it. */
  onMinimumLiftChange: (percent: number | null) => void;
}) {
  const [visitorsPerDay, setVisitorsPerDay] = useState('');
  const [minimumLift, setMinimumLift] = useState(defaultMinimumLiftPercent);
  const [typedRate, setConversionRate] = useState('');
  // Only a conversion goal's estimate takes the rate: an engagement goal's goes by the page's past tests.
  const conversionRate = isConversionGoal ? typedRate : '';
  const shown = parseEstimateFields({ visitorsPerDay, minimumLift, conversionRate });
  const shownLift = shown.ok ? shown.assumptions.minimumLiftPercent : null;
  useEffect(() => {
    onMinimumLiftChange(shownLift);
  }, [shownLift, onMinimumLiftChange]);
  const settled = parseEstimateFields({
    visitorsPerDay: useSettledValue(visitorsPerDay, settleMs),
    minimumLift: useSettledValue(minimumLift, settleMs),
    conversionRate: useSettledValue(conversionRate, settleMs),
  });
  const input = settled.ok ? durationEstimateInput(draft, settled.assumptions) : null;
  const estimate = useQuery({
    ...durationEstimateQueryOptions(input),
    // The last figure stays while the next is fetched, so the section does not jump at every keystroke.
    placeholderData: keepPreviousData,
  });
  const data = input === null ? undefined : estimate.data;
  const recent = data?.recentDailySessions ?? null;
  const errors = shown.ok ? {} : shown.errors;

  const visitorsHint =
    data === undefined
      ? "Leave empty to go by this page's recent traffic"
      : recent === null
        ? 'No recent traffic on this page: enter an estimate'
        : `This page's recent traffic: about ${formatVisitorsPerDay(recent)} a day. Leave empty to go by it.`;
  const warnings =
    data === undefined || !settled.ok
      ? []
      : estimateWarnings(data, {
          maxCases: draft.details.maxCases,
          minimumLiftPercent: settled.assumptions.minimumLiftPercent,
        });
  const summary = data === undefined ? null : estimateSummary(data);

  return (
    <section className="review__section duration-estimate" aria-labelledby="review-duration">
      <div className="review__header">
        <h3 id="review-duration">How long will it take?</h3>
      </div>
      <p className="duration-estimate__intro">
        The days the test needs to find the smallest lift you care about, if there is one: an 80% chance of finding a
        real lift of that size, with 95% confidence however often you look at the results.
      </p>
      <div className="field-row">
        <TextField
          label="Visitors per day"
          hint={visitorsHint}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={recent === null ? undefined : formatPerDay(recent)}
          value={visitorsPerDay}
          onChange={(event) => setVisitorsPerDay(event.target.value)}
          error={errors.visitorsPerDay}
        />
        <TextField
          label="Smallest lift worth finding (%)"
          hint="Smaller lifts need many more visitors"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={1000}
          step="any"
          value={minimumLift}
          onChange={(event) => setMinimumLift(event.target.value)}
          error={errors.minimumLift}
        />
        {isConversionGoal && (
          <TextField
            label="Expected conversion rate (%)"
            hint="The share of visitors you expect to reach this goal today. Leave empty for a typical 3%."
            type="number"
            inputMode="decimal"
            min={0.01}
            max={99.99}
            step="any"
            value={typedRate}
            onChange={(event) => setConversionRate(event.target.value)}
            error={errors.conversionRate}
          />
        )}
      </div>
      {input !== null && estimate.isPending && <LoadingIndicator label="Estimating…" />}
      <div
        className={`duration-estimate__result${estimate.isPlaceholderData ? ' duration-estimate__result--stale' : ''}`}
        aria-live="polite"
        aria-busy={input !== null && estimate.isFetching}
      >
        {input !== null && estimate.isError && (
          <p className="duration-estimate__unavailable">
            The estimate is not available right now. You can still create the test.
          </p>
        )}
        {summary !== null && <p className="duration-estimate__figure">{summary}</p>}
        {warnings.length > 0 && (
          <div className="notice notice--warning">
            {warnings.map((warning) => (
              <p key={warning} className="notice__line">
                {warning}
              </p>
            ))}
          </div>
        )}
        {data !== undefined && <p className="duration-estimate__note">{baselineNote(data, isConversionGoal)}</p>}
      </div>
    </section>
  );
}
