import { hasCode } from '../../../../domain/ab-tests/variant-rules';

export type VariantType = 'Original' | 'Redirect' | 'CSS & JS' | 'CSS' | 'JS' | 'No change';

/**
 * What a variant changes, in a word: the control is the original page; the others redirect, or add CSS, JS or
 * both (code of only blanks counts as none). "No change" is left for a variant saved before empty ones were refused.
 */
export function variantTypeLabel(variant: {
  readonly isControl: boolean;
  readonly hasRedirect: boolean;
  readonly cssCode: string;
  readonly jsCode: string;
}): VariantType {
  if (variant.isControl) return 'Original';
  if (variant.hasRedirect) return 'Redirect';
  const css = hasCode(variant.cssCode);
  const js = hasCode(variant.jsCode);
  if (css && js) return 'CSS & JS';
  if (css) return 'CSS';
  return js ? 'JS' : 'No change';
}
