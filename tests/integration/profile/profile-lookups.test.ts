import { describe, expect, it } from 'vitest';
import {
  avatarGoals,
  competitors,
  educationLevels,
  industries,
  jobCategories,
  trafficOptions,
  websiteObjectives,
} from '../../../migrations/seed-data/profile-lookups';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const LOOKUPS = `query Lookups {
  getAvailableAvatarGoals { id goalName }
  getAvatarBusinessIndustries { id name }
  getAvatarBusinessTrafficOptions { id name }
  getAvatarBusinessWebsiteObjectives { id name }
  jobCategories { id name }
  educationLevels { id name }
  competitors { id name }
  countries { id name }
}`;

type Option = { id: string; name: string };

interface Lookups {
  getAvailableAvatarGoals: { id: string; goalName: string }[];
  getAvatarBusinessIndustries: Option[];
  getAvatarBusinessTrafficOptions: Option[];
  getAvatarBusinessWebsiteObjectives: Option[];
  jobCategories: Option[];
  educationLevels: Option[];
  competitors: Option[];
  countries: Option[];
}

const asOptions = (rows: ReadonlyArray<readonly [number, string]>): Option[] =>
  rows.map(([id, name]) => ({ id: String(id), name }));

describe('the profile’s lookup lists', () => {
  const testApp = useTestApplication();
  const app = () => testApp().app;

  it('offers each seeded list in its order, Other last', async () => {
    const owner = await signUp(app());
    const reply = await postGraphql<Lookups>(app(), LOOKUPS, {}, { bearer: owner.token });
    expect(reply.errors).toEqual([]);
    const lists = reply.data;
    expect(lists?.getAvailableAvatarGoals).toEqual(avatarGoals.map(([id, goalName]) => ({ id: String(id), goalName })));
    expect(lists?.getAvailableAvatarGoals.at(-1)).toEqual({ id: '99', goalName: 'Other' });
    expect(lists?.getAvatarBusinessIndustries).toEqual(asOptions(industries));
    expect(lists?.getAvatarBusinessTrafficOptions).toEqual(asOptions(trafficOptions));
    expect(lists?.getAvatarBusinessWebsiteObjectives).toEqual(asOptions(websiteObjectives));
    expect(lists?.jobCategories).toEqual(asOptions(jobCategories));
    expect(lists?.educationLevels).toEqual(asOptions(educationLevels));
    expect(lists?.competitors).toEqual(asOptions(competitors));
    expect(lists?.competitors.map((tool) => tool.name)).toEqual(expect.arrayContaining(['Optimizely', 'VWO']));
    expect(lists?.competitors.at(-1)).toEqual({ id: '99', name: 'Other' });
  });

  it('offers all 249 countries by name, whatever the database’s collation', async () => {
    const owner = await signUp(app());
    const reply = await postGraphql<Lookups>(app(), LOOKUPS, {}, { bearer: owner.token });
    const countries = reply.data?.countries ?? [];
    expect(countries).toHaveLength(249);
    expect(countries.map((country) => country.name)).toContain('United Kingdom');
    expect(countries.slice(0, 3).map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(countries.at(-1)?.name).toBe('Zimbabwe');
    expect(new Set(countries.map((country) => country.id)).size).toBe(249);
  });

  it('answers only a signed-in user', async () => {
    const reply = await postGraphql(app(), LOOKUPS);
    expect(reply.data).toBeNull();
    expect(reply.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
