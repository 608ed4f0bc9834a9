import type { TestId, UserId, VariantId } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import type { Test } from './test';
import { changesThePage } from './variant-rules';

/** One version of a test's page: the control (variantNo 0, the page as it is) or a change by CSS, JS or redirect. */
export interface Variant {
  readonly id: VariantId;
  readonly userId: UserId;
  readonly testId: TestId;
  readonly name: string;
  readonly description: string;
  readonly variantNo: number;
  readonly isControl: boolean;
  /** Percent of the test's visitors; a test's variants add up to 100. */
  readonly trafficAllocation: number;
  readonly cssCode: string;
  readonly jsCode: string;
  readonly pageRedirectUrl: string | null;
  readonly createdAt: Date;
  readonly lastModified: Date;
}

export interface ControlCannotRedirect {
  readonly kind: 'ControlCannotRedirect';
}

/** A variant beside the control that would show the page as it is: the test would compare the page with itself. */
export interface VariantChangesNothing {
  readonly kind: 'VariantChangesNothing';
}

/** `variant` if it may be kept: the control is the page as it is, every other variant must change it. */
export function checkedPageChange<V extends Pick<Variant, 'isControl' | 'cssCode' | 'jsCode' | 'pageRedirectUrl'>>(
  variant: V,
): Result<V, VariantChangesNothing> {
  return variant.isControl || changesThePage(variant) ? ok(variant) : fail({ kind: 'VariantChangesNothing' });
}

export function hasRedirect(variant: Pick<Variant, 'pageRedirectUrl'>): boolean {
  return variant.pageRedirectUrl !== null;
}

/** A new test's control: variant 0, the page as it is, taking all the traffic until variants are added. */
export function controlVariant(test: Pick<Test, 'id' | 'userId' | 'createdAt'>, id: VariantId): Variant {
  return {
    id,
    userId: test.userId,
    testId: test.id,
    name: 'Control',
    description: 'The original page',
    variantNo: 0,
    isControl: true,
    trafficAllocation: 100,
    cssCode: '',
    jsCode: '',
    pageRedirectUrl: null,
    createdAt: test.createdAt,
    lastModified: test.createdAt,
  };
}

/** The number of a variant added after `existing`: one more than the last, the control being 0. */
export function nextVariantNo(existing: readonly Pick<Variant, 'variantNo'>[]): number {
  return Math.max(0, ...existing.map((v) => v.variantNo)) + 1;
}

/** A change to a variant; null (undefined for the redirect, where null means none) leaves a field as it is. */
export interface VariantChange {
  readonly name: string | null;
  readonly description: string | null;
  readonly cssCode: string | null;
  readonly jsCode: string | null;
  readonly pageRedirectUrl: string | null | undefined;
  readonly trafficAllocation: number | null;
}

/**
 * `variant` with `change` applied at `now`. The control is the page as it is, so it may never redirect; any other
 * variant must still change the page afterwards. Whether the test's shares still add up is for the caller, which
 * knows the other variants.
 */
export function changeVariant(
  variant: Variant,
  change: VariantChange,
  now: Date,
): Result<Variant, ControlCannotRedirect | VariantChangesNothing> {
  const pageRedirectUrl = change.pageRedirectUrl === undefined ? variant.pageRedirectUrl : change.pageRedirectUrl;
  if (variant.isControl && pageRedirectUrl !== null) return fail({ kind: 'ControlCannotRedirect' });
  return checkedPageChange({
    ...variant,
    name: change.name ?? variant.name,
    description: change.description ?? variant.description,
    cssCode: change.cssCode ?? variant.cssCode,
    jsCode: change.jsCode ?? variant.jsCode,
    pageRedirectUrl,
    trafficAllocation: change.trafficAllocation ?? variant.trafficAllocation,
    lastModified: now,
  });
}
