/**
 * Where a sample-ratio mismatch most likely comes from, read off which arms are short or over their share, after
 * the taxonomy of Fabijan, Gupchup, Gupta, Omhover, Qin, Vermeer and Dmitriev, "Diagnosing Sample Ratio Mismatch in
 * Online Controlled Experiments: A Taxonomy and Rules of Thumb for Practitioners" (KDD 2019): a variant that loses
 * visitors before they are counted (its code breaks the page or the script, its page is slower, its redirect drops
 * them), or one that counts some visitors twice.
 */
export type MismatchCause =
  /** The arm has fewer sessions than its share; `redirects` when it sends visitors to another address. */
  | { readonly kind: 'fewer_sessions'; readonly variantNo: number; readonly redirects: boolean }
  | { readonly kind: 'more_sessions'; readonly variantNo: number };

export interface MismatchArm {
  readonly variantNo: number;
  readonly sessions: number;
  readonly allocationPercent: number;
  readonly redirects: boolean;
}

/**
 * An arm's standardized residual (observed − expected) / √expected beyond this is named. Its square is the arm's
 * part of the chi-square; at 2 it is about 4, so the arms named are the ones the mismatch is made of.
 */
const notableResidual = 2;

/** The arms that make the mismatch, the furthest from its share first; the control only when no variant is. */
export function mismatchCauses(arms: readonly MismatchArm[]): MismatchCause[] {
  const included = arms.filter((arm) => arm.allocationPercent > 0);
  const sessions = included.reduce((sum, arm) => sum + arm.sessions, 0);
  const allocation = included.reduce((sum, arm) => sum + arm.allocationPercent, 0);
  if (sessions === 0 || allocation === 0) return [];
  const residuals = included
    .map((arm) => {
      const expected = (sessions * arm.allocationPercent) / allocation;
      return { arm, residual: (arm.sessions - expected) / Math.sqrt(expected) };
    })
    .filter((r) => Math.abs(r.residual) >= notableResidual)
    .sort((a, b) => Math.abs(b.residual) - Math.abs(a.residual));
  const variants = residuals.filter((r) => r.arm.variantNo !== 0);
  return (variants.length > 0 ? variants : residuals).map(({ arm, residual }) =>
    residual < 0
      ? { kind: 'fewer_sessions', variantNo: arm.variantNo, redirects: arm.redirects }
      : { kind: 'more_sessions', variantNo: arm.variantNo },
  );
}
