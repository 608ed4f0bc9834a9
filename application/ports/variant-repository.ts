import type { Variant } from '../../domain/ab-tests/variant';
import type { TestId, UserId, VariantId } from '../../domain/shared/ids';

export interface VariantRepository {
  /** The variants of the owner's tests, each test's in variantNo order. */
  listForTests(userId: UserId, testIds: readonly TestId[]): Promise<readonly Variant[]>;
  find(userId: UserId, id: VariantId): Promise<Variant | null>;
  insert(variant: Variant): Promise<void>;
  /** Writes every field of the variant (it exists: it was read in the same transaction). */
  save(variant: Variant): Promise<void>;
  delete(userId: UserId, id: VariantId): Promise<void>;
}
