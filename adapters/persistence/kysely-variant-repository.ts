import type { Kysely, Selectable } from 'kysely';
import type { VariantRepository } from '../../application/ports/variant-repository';
import type { Variant } from '../../domain/ab-tests/variant';
import type { TestId, UserId, VariantId } from '../../domain/shared/ids';
import type { DatabaseSchema, VariantsTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselyVariantRepository implements VariantRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listForTests(userId: UserId, testIds: readonly TestId[]): Promise<readonly Variant[]> {
    const ids = testIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('variants')
      .selectAll()
      .where('user_id', '=', userId)
      .where('test_id', 'in', ids)
      .orderBy('test_id')
      .orderBy('variant_no')
      .execute();
    return rows.map(toVariant);
  }

  async find(userId: UserId, id: VariantId): Promise<Variant | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('variants')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toVariant(row);
  }

  async insert(variant: Variant): Promise<void> {
    await this.db.insertInto('variants').values(toRow(variant)).execute();
  }

  async save(variant: Variant): Promise<void> {
    await this.db
      .updateTable('variants')
      .set({
        name: variant.name,
        description: variant.description,
        variant_no: variant.variantNo,
        is_control: variant.isControl,
        traffic_allocation: variant.trafficAllocation,
        css_code: variant.cssCode,
        js_code: variant.jsCode,
        page_redirect_url: variant.pageRedirectUrl,
        last_modified: variant.lastModified,
      })
      .where('id', '=', variant.id)
      .where('user_id', '=', variant.userId)
      .where('test_id', '=', variant.testId)
      .execute();
  }

  async delete(userId: UserId, id: VariantId): Promise<void> {
    await this.db.deleteFrom('variants').where('user_id', '=', userId).where('id', '=', id).execute();
  }
}

function toRow(variant: Variant): Selectable<VariantsTable> {
  return {
    id: variant.id,
    user_id: variant.userId,
    test_id: variant.testId,
    name: variant.name,
    description: variant.description,
    variant_no: variant.variantNo,
    is_control: variant.isControl,
    traffic_allocation: variant.trafficAllocation,
    css_code: variant.cssCode,
    js_code: variant.jsCode,
    page_redirect_url: variant.pageRedirectUrl,
    created_at: variant.createdAt,
    last_modified: variant.lastModified,
  };
}

export function toVariant(row: Selectable<VariantsTable>): Variant {
  return {
    id: row.id as VariantId,
    userId: row.user_id as UserId,
    testId: row.test_id as TestId,
    name: row.name,
    description: row.description,
    variantNo: row.variant_no,
    isControl: row.is_control,
    trafficAllocation: row.traffic_allocation,
    cssCode: row.css_code,
    jsCode: row.js_code,
    pageRedirectUrl: row.page_redirect_url,
    createdAt: row.created_at,
    lastModified: row.last_modified,
  };
}
