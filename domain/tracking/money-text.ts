/**
 * An order total as a thank-you page writes it, read as whole minor units of the website's currency (pence, cents;
 * yen with `digits` 0): "£1,234.56", "1.234,56 €", "$12", "1 234,56 kr" (with spaces of any kind, non-breaking
 * included). Null when the text holds no amount. Used by the goals script, so it stays small and dependency-free.
 *
 * Which separator is the decimal one: the last of them when both "." and "," appear; a lone separator followed by
 * exactly three digits groups thousands ("1,234" and "1.234" are both 1234), unless the currency has three decimals;
 * any other lone separator is the decimal one ("12,5" is 12.50).
 */
export function moneyAmount(text: string, digits: number): number | null {
  const amount = pickAmount(text.replace(/[\s\u00a0\u202f\u2009']+/g, ' '));
  if (amount === null) return null;
  const plain = amount.replace(/ /g, '');
  const decimal = decimalSeparator(plain, digits);
  const [whole = '', fraction = ''] = decimal === null ? [plain] : splitAt(plain, decimal);
  const units = Number(whole.replace(/[.,]/g, '') + '.' + (fraction || '0'));
  return Number.isFinite(units) ? Math.round(units * 10 ** digits) : null;
}

/** Runs of digits with the separators and spaces between them. */
const amounts = /\d(?:[\d.,]| (?=\d{3}(?!\d)))*/g;
const currencySign = /[£$€¥₹]|[A-Z]{3}|kr|zł/;

/**
 * The number in the text: the one next to a currency sign or code when there is such a one ("2 items: £24.00"),
 * otherwise the first.
 */
function pickAmount(text: string): string | null {
  const found = [...text.matchAll(amounts)];
  const signed = found.find((match) => {
    const before = text.slice(0, match.index).trimEnd();
    const after = text.slice(match.index + match[0].length).trimStart();
    return currencySign.test(before.slice(-3)) || currencySign.test(after.slice(0, 3));
  });
  const chosen = (signed ?? found[0])?.[0];
  return chosen === undefined ? null : chosen.replace(/[.,]+$/, '');
}

function decimalSeparator(plain: string, digits: number): ',' | '.' | null {
  const last = Math.max(plain.lastIndexOf(','), plain.lastIndexOf('.'));
  if (last < 0) return null;
  const separator = plain[last] as ',' | '.';
  if (plain.includes(',') && plain.includes('.')) return separator;
  if (plain.indexOf(separator) !== last) return null;
  const after = plain.length - last - 1;
  return after === 3 && digits !== 3 ? null : separator;
}

function splitAt(plain: string, separator: ',' | '.'): [string, string] {
  const at = plain.lastIndexOf(separator);
  return [plain.slice(0, at), plain.slice(at + 1)];
}
