import type { ProfileList, ProfileLookups, ProfileOption } from '../../../application/ports/profile-lookups';
import { countries } from '../../../migrations/seed-data/countries';
import {
  avatarGoals,
  competitors,
  educationLevels,
  industries,
  jobCategories,
  trafficOptions,
  websiteObjectives,
} from '../../../migrations/seed-data/profile-lookups';

const asOptions = (rows: ReadonlyArray<readonly [number, string]>): ProfileOption[] =>
  rows.map(([id, name]) => ({ id, name }));

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The seeded lists, as the migration inserts them. */
const seeded: Record<ProfileList, readonly ProfileOption[]> = {
  goalCategories: asOptions(avatarGoals),
  industries: asOptions(industries),
  trafficOptions: asOptions(trafficOptions),
  websiteObjectives: asOptions(websiteObjectives),
  jobCategories: asOptions(jobCategories),
  educationLevels: asOptions(educationLevels),
  competitors: asOptions(competitors),
  countries: countries
    .map(([, name], index) => ({ id: index + 1, name }))
    .sort((a, b) => byName.compare(a.name, b.name)),
};

export class InMemoryProfileLookups implements ProfileLookups {
  async options(list: ProfileList): Promise<readonly ProfileOption[]> {
    return seeded[list];
  }

  async unknownIds(list: ProfileList, ids: readonly number[]): Promise<readonly number[]> {
    const known = new Set(seeded[list].map((option) => option.id));
    return ids.filter((id) => !known.has(id));
  }
}
