import type { TrackedVariant } from '../../domain/tracking/tracking-protocol';

/**
 * What to hide on this page's next load while its config is on the way, from the variants that changed it this time
 * (a redirect variant hides `html` instead): the body for JS, which may change anything, else the selectors the CSS
 * restyles. An empty hint means no test changes this page, so nothing is hidden.
 */
export function hideHint(variants: readonly TrackedVariant[]): string {
  if (variants.some((variant) => variant.js)) return 'body';
  return variants.flatMap((variant) => topLevelSelectors(variant.css)).join(',');
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
