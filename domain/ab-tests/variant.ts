import type { TestId, UserId, VariantId } from '../shared/ids';

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

export function hasRedirect(variant: Pick<Variant, 'pageRedirectUrl'>): boolean {
  return variant.pageRedirectUrl !== null;
}
