import type { Kysely } from 'kysely';
import type { ProfileList, ProfileLookups, ProfileOption } from '../../application/ports/profile-lookups';
import type { DatabaseSchema } from './database-schema';

const tables = {
  goalCategories: 'avatar_goal_categories',
  industries: 'industries',
  trafficOptions: 'traffic_options',
  websiteObjectives: 'website_objectives',
  jobCategories: 'job_categories',
  educationLevels: 'education_levels',
  competitors: 'competitors',
  countries: 'countries',
} as const satisfies Record<ProfileList, keyof DatabaseSchema>;

/**
 * Countries are offered by name, sorted here rather than by the database: PostgreSQL's collation depends on the
 * server's locale (PGlite's is C, which puts "Åland Islands" after "Zimbabwe").
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The seeded lookup lists of the profile wizard. */
export class KyselyProfileLookups implements ProfileLookups {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async options(list: ProfileList): Promise<readonly ProfileOption[]> {
    const rows = await this.db.selectFrom(tables[list]).select(['id', 'name']).orderBy('id').execute();
    return list === 'countries' ? rows.sort((a, b) => byName.compare(a.name, b.name)) : rows;
  }

  async unknownIds(list: ProfileList, ids: readonly number[]): Promise<readonly number[]> {
    if (ids.length === 0) return [];
    const found = await this.db
      .selectFrom(tables[list])
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }
}
