/**
 * Previewing a variant on the owner's own page (docs/tracking.md, "Previewing a variant (QA)"): the page's address
 * with the QA parameter. The tracking script shows that variant and never enrols or charges a preview. The web app
 * bundles this module for its Preview links, so it stays plain data and tiny pure functions.
 */

/**
 * The visual editor opens on the page from a link whose QA parameter holds its one-time token instead of a variant
 * (`?splitpenny_variant=spe_…`, domain/ab-tests/visual-editor-session.ts). The tracking script sends it with its
 * config request as any preview, unchanged; the server answers such a config with no test and the goals script,
 * which loads the editor (docs/decisions.md, "The visual editor on the owner's page").
 */
export const visualEditorTokenPrefix = 'spe_';

/** Whether a QA parameter's value is a visual editor link's token. */
export function isVisualEditorToken(value: string | null): value is string {
  return value !== null && value.startsWith(visualEditorTokenPrefix) && value.length <= 100;
}

/** `?splitpenny_variant=<variant number or id>` forces a variant for QA: a preview, never enrolled or charged. */
export const forcedVariantParameter = 'splitpenny_variant';

/**
 * The page's address showing `variant` (its number, or its id, which also opens a test that is not running): its own
 * query kept as it is written, the QA parameter added after it (or set, should the address have one already), its
 * #fragment kept. Null for what is not an address.
 */
export function previewAddress(pageUrl: string, variant: number | string): string | null {
  if (!URL.canParse(pageUrl)) return null;
  const url = new URL(pageUrl);
  const value = String(variant);
  if (url.searchParams.has(forcedVariantParameter)) {
    url.searchParams.set(forcedVariantParameter, value);
  } else {
    // Appended rather than set, since setting rewrites the whole query (`+` for `%20`, `flag=` for `flag`).
    const added = new URLSearchParams([[forcedVariantParameter, value]]).toString();
    url.search = url.search === '' ? added : `${url.search.slice(1)}&${added}`;
  }
  return url.href;
}
