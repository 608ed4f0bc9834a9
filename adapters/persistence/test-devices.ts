import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './database-schema';

/** The target device ids of each of these tests, in id order; a test without any is left out (every device). */
export async function devicesOfTests(
  db: Kysely<DatabaseSchema>,
  testIds: readonly string[],
): Promise<Map<string, number[]>> {
  const rows = await db
    .selectFrom('test_target_devices')
    .select(['test_id', 'device_id'])
    .where('test_id', 'in', [...testIds])
    .orderBy('device_id')
    .execute();
  const devices = new Map<string, number[]>();
  for (const row of rows) devices.set(row.test_id, [...(devices.get(row.test_id) ?? []), row.device_id]);
  return devices;
}
