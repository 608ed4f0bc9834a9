/** What a variant changes, by kind: the tracking config says it for each variant (TrackedVariant.hide). */
export interface VariantChange {
  readonly css: string;
  readonly js: string;
  readonly redirect: string | null;
}

/**
 * What to hide on a page while its config is on the way, for a visitor who gets this variant: the whole page for a
 * redirect, the body for JS (which may change anything), else the selectors its CSS restyles. Empty when it changes
 * nothing (the original). Worked out on the server, so the script that every page downloads does not carry it.
 */
export function hideSelectors(change: VariantChange): string {
  if (change.redirect) return 'html';
  if (change.js.trim()) return 'body';
  return topLevelSelectors(change.css).join(',');
}

/** The selectors of a style sheet's top-level rules; @-rules (and what they hold) are skipped. */
export function topLevelSelectors(css: string): string[] {
  let text = css.replace(/\/\*[^]*?\*\//g, '');
  // Innermost blocks first, until each top-level rule is just its selector followed by `;`.
  while (text !== (text = text.replace(/\{[^{}]*\}/g, ';')));
  return text
    .split(';')
    .map((selector) => selector.trim())
    .filter((selector) => selector && selector[0] !== '@');
}
