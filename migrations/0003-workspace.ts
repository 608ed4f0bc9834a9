import { sql, type Kysely } from 'kysely';

/**
 * Websites, their pages, tests on pages, the devices a test targets, and its variants. Every row carries its owner
 * (user_id), so owner-scoped queries filter one column, and deleting a user or a parent cascades.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('websites')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('websites_user_url_unique', ['user_id', 'url'])
    .execute();
  await db.schema
    .createIndex('websites_user_recent_idx')
    .on('websites')
    .columns(['user_id', 'last_modified', 'id'])
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('website_id', 'uuid', (col) => col.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('pages_website_url_unique', ['website_id', 'url'])
    .execute();
  await db.schema
    .createIndex('pages_user_recent_idx')
    .on('pages')
    .columns(['user_id', 'last_modified', 'id'])
    .execute();

  await db.schema
    .createTable('tests')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page_id', 'uuid', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('goal_id', 'integer', (col) => col.notNull().references('goals.id'))
    .addColumn('start_date', 'timestamptz', (col) => col.notNull())
    .addColumn('end_date', 'timestamptz', (col) => col.notNull())
    .addColumn('max_cases', 'integer', (col) => col.notNull().check(sql`max_cases > 0`))
    .addColumn('test_sessions_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`test_sessions_count >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('tests_dates_in_order', sql`end_date > start_date`)
    .execute();
  await db.schema
    .createIndex('tests_user_recent_idx')
    .on('tests')
    .columns(['user_id', 'last_modified', 'id'])
    .execute();
  await db.schema.createIndex('tests_page_idx').on('tests').column('page_id').execute();

  await db.schema
    .createTable('test_target_devices')
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('device_id', 'smallint', (col) => col.notNull().check(sql`device_id in (1, 2, 3)`))
    .addPrimaryKeyConstraint('test_target_devices_pk', ['test_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('variant_no', 'integer', (col) => col.notNull())
    .addColumn('is_control', 'boolean', (col) => col.notNull())
    .addColumn('traffic_allocation', 'integer', (col) => col.notNull().check(sql`traffic_allocation between 0 and 100`))
    .addColumn('css_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('js_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('page_redirect_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('variants_test_number_unique', ['test_id', 'variant_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['variants', 'test_target_devices', 'tests', 'pages', 'websites']) {
    await db.schema.dropTable(table).execute();
  }
}
