import { sql, type Kysely } from 'kysely';

/**
 * What the tracking endpoints store: one row per test session (a visitor in a test) holding that session's running
 * summary, the raw event batches behind it (kept for a retention period), and per-variant rollups that ingest keeps
 * up to date (totals, totals of squares, and histograms for medians) so that results never scan sessions or events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('variant_id', 'uuid', (col) => col.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (col) => col.notNull())
    .addColumn('device', 'smallint', (col) => col.notNull().check(sql`device in (1, 2, 3)`))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('button_clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('button_hovers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('form_clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('form_hovers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('form_submits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('form_time_ms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_scroll_pct', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`max_scroll_pct between 0 and 100`),
    )
    .addColumn('time_on_page_ms', 'integer', (col) => col.notNull().defaultTo(0))
    // Written from the summary by the domain's rule (GA4's), so results can count bounces without recomputing it.
    .addColumn('engaged', 'boolean', (col) => col.notNull().defaultTo(false))
    // A visitor is charged once per test: this constraint is the last word on it, whatever the callers do.
    .addUniqueConstraint('tracking_sessions_test_visitor_unique', ['test_id', 'visitor_id'])
    .execute();
  await db.schema.createIndex('tracking_sessions_variant_idx').on('tracking_sessions').column('variant_id').execute();

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('tracking_sessions.id').onDelete('cascade'))
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .addColumn('events', 'jsonb', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_session_idx').on('tracking_events').column('session_id').execute();
  await db.schema.createIndex('tracking_events_received_idx').on('tracking_events').column('received_at').execute();

  await db.schema
    .createTable('variant_metric_totals')
    .addColumn('variant_id', 'uuid', (col) => col.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('total_squares', 'numeric', (col) => col.notNull())
    .addPrimaryKeyConstraint('variant_metric_totals_pk', ['variant_id', 'metric'])
    .execute();
  await db.schema.createIndex('variant_metric_totals_test_idx').on('variant_metric_totals').column('test_id').execute();

  await db.schema
    .createTable('variant_metric_histograms')
    .addColumn('variant_id', 'uuid', (col) => col.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('bucket', 'smallint', (col) => col.notNull())
    .addColumn('sessions', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('variant_metric_histograms_pk', ['variant_id', 'metric', 'bucket'])
    .execute();
  await db.schema
    .createIndex('variant_metric_histograms_test_idx')
    .on('variant_metric_histograms')
    .column('test_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['variant_metric_histograms', 'variant_metric_totals', 'tracking_events', 'tracking_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
