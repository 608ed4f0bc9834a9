import { sql, type Kysely } from 'kysely';
import { countries } from './seed-data/countries';
import {
  avatarGoals,
  competitors,
  educationLevels,
  industries,
  jobCategories,
  trafficOptions,
  websiteObjectives,
} from './seed-data/profile-lookups';

/** The lookup tables (id, name) and their seeded rows. */
const lookups = {
  avatar_goal_categories: avatarGoals,
  industries,
  traffic_options: trafficOptions,
  website_objectives: websiteObjectives,
  job_categories: jobCategories,
  education_levels: educationLevels,
  competitors,
} as const;

const timestamps = ['created_at', 'updated_at'] as const;

/**
 * The owner's profile (the "avatar" wizard: goals, business, demographics, previous experience), its lookup lists,
 * feedback from the modal, and newsletter subscribers.
 * - Each profile step is one row per user (its primary key), so creating one twice is a conflict.
 * - Lookups keep fixed ids; "Other" is 99 where a list has it.
 * - newsletter_subscribers: one row per email address; tokens are stored hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, rows] of Object.entries(lookups)) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .execute();
    await db
      .insertInto(table as never)
      .values(rows.map(([id, name]) => ({ id, name })) as never)
      .execute();
  }
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('countries' as never)
    .values(countries.map(([code, name], index) => ({ id: index + 1, code, name })) as never)
    .execute();

  await db.schema
    .createTable('avatar_goals')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('goal_category_id', 'integer', (col) => col.notNull().references('avatar_goal_categories.id'))
    .addColumn('other_goal_category', 'text')
    .addColumn('goal_comment', 'text', (col) => col.notNull())
    .addColumn('improvements', 'text', (col) => col.notNull())
    .addColumn('use_case', 'text', (col) => col.notNull())
    .addColumn('site_concerns', 'text', (col) => col.notNull())
    .addColumn(timestamps[0], 'timestamptz', (col) => col.notNull())
    .addColumn(timestamps[1], 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('avatar_businesses')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('business_name', 'text', (col) => col.notNull())
    .addColumn('industry_id', 'integer', (col) => col.notNull().references('industries.id'))
    .addColumn('other_industry', 'text')
    .addColumn('monthly_website_traffic_id', 'integer', (col) => col.notNull().references('traffic_options.id'))
    .addColumn('num_employees', 'integer', (col) => col.notNull().check(sql`num_employees >= 1`))
    .addColumn('primary_objective_id', 'integer', (col) => col.notNull().references('website_objectives.id'))
    .addColumn('other_primary_objective', 'text')
    .addColumn(timestamps[0], 'timestamptz', (col) => col.notNull())
    .addColumn(timestamps[1], 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('avatar_demographics')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('M', 'F')`))
    .addColumn('dob', 'date', (col) => col.notNull())
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('education_level_id', 'integer', (col) => col.notNull().references('education_levels.id'))
    .addColumn('job_category_id', 'integer', (col) => col.notNull().references('job_categories.id'))
    .addColumn('other_job_category', 'text')
    .addColumn('business_position', 'text', (col) => col.notNull())
    .addColumn('tech_savvy', 'integer', (col) => col.notNull().check(sql`tech_savvy between 1 and 5`))
    .addColumn(timestamps[0], 'timestamptz', (col) => col.notNull())
    .addColumn(timestamps[1], 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('avatar_previous_experiences')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('other_competitor', 'text')
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn(timestamps[0], 'timestamptz', (col) => col.notNull())
    .addColumn(timestamps[1], 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('avatar_previous_experience_competitors')
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('avatar_previous_experiences.user_id').onDelete('cascade'),
    )
    .addColumn('competitor_id', 'integer', (col) => col.notNull().references('competitors.id'))
    .addPrimaryKeyConstraint('avatar_previous_experience_competitors_pk', ['user_id', 'competitor_id'])
    .execute();

  await db.schema
    .createTable('user_feedback')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    // Feedback outlives the account that gave it (it is about the product, not the person).
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('comment', 'text', (col) => col.notNull().check(sql`char_length(comment) between 1 and 255`))
    .addColumn('rating', 'text', (col) => col.notNull().check(sql`rating in ('good', 'satisfactory', 'poor')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
    .addColumn('confirm_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('unsubscribe_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('guide_sent_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'newsletter_subscribers',
    'user_feedback',
    'avatar_previous_experience_competitors',
    'avatar_previous_experiences',
    'avatar_demographics',
    'avatar_businesses',
    'avatar_goals',
    'countries',
    ...Object.keys(lookups),
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
