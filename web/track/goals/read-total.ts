import { revenueAmount } from '../../../domain/tracking/goal-rollup';
import { moneyAmount } from '../../../domain/tracking/money-text';

/** How long a thank-you page may take to show its total (a shop's page may fill it in after it loads). */
const waitMs = 10_000;
const everyMs = 250;

/**
 * Reads an order total from the first element `selector` matches, as money with `digits` decimals (the website's
 * currency), and hands it on once: at once when it is there, else as soon as it appears, within 10 seconds. A page
 * whose element never shows an amount counts nothing: an order of unknown value is no revenue.
 */
export function readTotal(selector: string, digits: number, counted: (minor: number) => void): void {
  const started = Date.now();
  const attempt = (): void => {
    let text: string | null | undefined;
    try {
      text = document.querySelector(selector)?.textContent;
    } catch {
      // A selector this browser cannot read matches nothing.
      return;
    }
    const minor = text ? moneyAmount(text, digits) : null;
    if (minor !== null && minor > 0) counted(revenueAmount(minor));
    else if (Date.now() - started < waitMs) setTimeout(attempt, everyMs);
  };
  attempt();
}
