/** The lists the profile wizard's choices come from. */
export type ProfileList =
  | 'goalCategories'
  | 'industries'
  | 'trafficOptions'
  | 'websiteObjectives'
  | 'jobCategories'
  | 'educationLevels'
  | 'competitors'
  | 'countries';

export interface ProfileOption {
  readonly id: number;
  readonly name: string;
}

/** The profile's lookup lists (fixed, seeded). */
export interface ProfileLookups {
  /** Every option of `list` in the order to offer them: by id ("Other" last), countries by name. */
  options(list: ProfileList): Promise<readonly ProfileOption[]>;
  /** Those of `ids` that are no option of `list`. */
  unknownIds(list: ProfileList, ids: readonly number[]): Promise<readonly number[]>;
}
