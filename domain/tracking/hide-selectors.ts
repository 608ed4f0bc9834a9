import { cssKinds } from '../ab-tests/visual-change-rules';
import { ownCode, visualChangesOf } from '../ab-tests/visual-change-code-rules';

/** What a variant changes, by kind: the tracking config says it for each variant (TrackedVariant.hide). */
export interface VariantChange {
  readonly css: string;
  readonly js: string;
  readonly redirect: string | null;
}

/**
 * What to hide on a page while its config is on the way, for a visitor who gets this variant: the whole page for a
 * redirect, the body for JS (which may change anything), else the selectors its CSS restyles. JS written by the
 * visual editor alone lists what it changes, so only those elements wait too; but an element it moves takes its
 * siblings' places, so a move hides the body. Empty when it changes nothing (the original). Worked out on the server,
 * so the script that every page downloads does not carry it.
 */
export function hideSelectors(change: VariantChange): string {
  if (change.redirect) return 'html';
  const restyled = topLevelSelectors(change.css);
  if (!change.js.trim()) return restyled.join(',');
  const visual = visualChangesOf(change.css);
  if (ownCode(change.js).trim() || visual.length === 0 || visual.some((item) => item.kind === 'move')) return 'body';
  const scripted = visual.filter((item) => !cssKinds.has(item.kind)).map((item) => item.selector);
  return [...new Set([...restyled, ...scripted])].join(',');
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
