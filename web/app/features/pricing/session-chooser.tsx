import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverProblems } from '../../api/graphql-errors';
import { TextField } from '../../components/forms/text-field';
import { useSettledValue } from '../../components/forms/use-settled-value';
import { formatCount } from '../../format/format-count';
import { formatPence } from '../../format/format-money';
import { useHydrated } from '../../prerender/use-hydrated';
import { BuyButton } from './buy-button';
import { sessionPriceQueryOptions } from './pricing-queries';

const presets = [5_000, 10_000, 50_000, 100_000] as const;
const settleMs = 300;

/** Digits only, with or without thousands separators ("10,000"); anything else is not a count. */
function parseCount(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * How many sessions to buy, and their exact price from the server before paying. Limits are the server's: a count
 * outside them shows its message under the field.
 */
/** The amount the chooser starts at, priced in the prerendered page. */
export const initialSessionCount = 10_000;

/** The pricing page's query parameter that starts the chooser at an amount: `/pricing?sessions=25000`. */
export const sessionsParameter = 'sessions';

/** The amount `?sessions=N` asks the chooser to start at; null when the address names none that reads. */
function amountAsked(): number | null {
  return parseCount(new URLSearchParams(window.location.search).get(sessionsParameter) ?? '');
}

export function SessionChooser({
  minimum,
  maximum,
  buyerEmail,
}: {
  minimum: number;
  maximum: number;
  /** The signed-in owner's address: with it, the chooser offers to buy what it priced. */
  buyerEmail: string | null;
}) {
  // On the prerendered page, the amounts work once the app has taken it over; a click before would be lost.
  const hydrated = useHydrated();
  const [edited, setText] = useState<string | null>(null);
  // Until the owner types, `?sessions=N` (the failed-payment page's Try again) sets the amount, read once the page is
  // the app's: the prerendered page shows the usual amount.
  const text = edited ?? formatCount((hydrated ? amountAsked() : null) ?? initialSessionCount);
  const typed = parseCount(text);
  const settled = useSettledValue(typed, settleMs);
  const price = useQuery({
    ...sessionPriceQueryOptions(settled ?? 0),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const problem =
    typed === null
      ? `Enter a whole number of sessions between ${formatCount(minimum)} and ${formatCount(maximum)}.`
      : price.isError && settled === typed
        ? (serverProblems(price.error)[0]?.message ?? 'The price could not be worked out. Try again.')
        : undefined;
  const shown = price.data?.sessionPrice;
  const current = shown !== undefined && shown.sessions === typed && !price.isError;

  return (
    <div className="session-chooser">
      <TextField
        label="Sessions to buy"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`From ${formatCount(minimum)} to ${formatCount(maximum)} in one purchase`}
        error={problem}
      />
      <div className="button-row" role="group" aria-label="Common amounts">
        {presets
          .filter((preset) => preset >= minimum && preset <= maximum)
          .map((preset) => (
            <button
              key={preset}
              type="button"
              className="button button--secondary button--small"
              aria-pressed={typed === preset}
              disabled={!hydrated}
              onClick={() => setText(formatCount(preset))}
            >
              {formatCount(preset)}
            </button>
          ))}
      </div>
      <p className="session-chooser__price" role="status" aria-live="polite" data-testid="session-price">
        {problem !== undefined
          ? ''
          : current
            ? `${formatCount(shown.sessions)} sessions cost ${formatPence(shown.amountMinor)}`
            : 'Working out the price…'}
      </p>
      {buyerEmail !== null && current && (
        <BuyButton email={buyerEmail} sessions={shown.sessions} amountMinor={shown.amountMinor} />
      )}
    </div>
  );
}
