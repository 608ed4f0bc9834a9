/**
 * The profile wizard's choices, seeded by 0009-profile. Ids are fixed once landed (profiles store them); each list
 * that offers "Other" gives it the id 99, the fixed "other" id the web form reveals a free-text field for.
 */
export const otherOptionId = 99;

type Options = ReadonlyArray<readonly [id: number, name: string]>;

export const avatarGoals: Options = [
  [1, 'Increase sales or sign-ups'],
  [2, 'Generate more leads'],
  [3, 'Improve engagement with my content'],
  [4, 'Reduce bounce rate'],
  [5, 'Test a redesign before launching it'],
  [6, 'Learn what my visitors respond to'],
  [otherOptionId, 'Other'],
];

export const industries: Options = [
  [1, 'E-commerce and retail'],
  [2, 'Software and SaaS'],
  [3, 'Marketing and advertising agency'],
  [4, 'Media and publishing'],
  [5, 'Education and training'],
  [6, 'Finance and insurance'],
  [7, 'Health and wellbeing'],
  [8, 'Travel and hospitality'],
  [9, 'Property'],
  [10, 'Charity and non-profit'],
  [11, 'Professional services'],
  [12, 'Manufacturing'],
  [otherOptionId, 'Other'],
];

export const trafficOptions: Options = [
  [1, 'Under 1,000 visitors a month'],
  [2, '1,000 to 10,000 visitors a month'],
  [3, '10,000 to 50,000 visitors a month'],
  [4, '50,000 to 250,000 visitors a month'],
  [5, '250,000 to 1 million visitors a month'],
  [6, 'Over 1 million visitors a month'],
];

export const websiteObjectives: Options = [
  [1, 'Sell products online'],
  [2, 'Collect leads or enquiries'],
  [3, 'Get sign-ups for a service or app'],
  [4, 'Publish content and earn from advertising'],
  [5, 'Take bookings or appointments'],
  [6, 'Inform or support existing customers'],
  [otherOptionId, 'Other'],
];

export const jobCategories: Options = [
  [1, 'Owner or founder'],
  [2, 'Marketing'],
  [3, 'Product management'],
  [4, 'Design and user experience'],
  [5, 'Software development'],
  [6, 'Data and analytics'],
  [7, 'Sales'],
  [8, 'Customer support'],
  [9, 'Freelancer or consultant'],
  [otherOptionId, 'Other'],
];

export const educationLevels: Options = [
  [1, 'Secondary school (GCSEs or equivalent)'],
  [2, 'A levels or equivalent'],
  [3, 'Vocational qualification or apprenticeship'],
  [4, 'Undergraduate degree'],
  [5, 'Postgraduate degree'],
  [6, 'Doctorate'],
  [7, 'Prefer not to say'],
];

/** Real A/B testing and experimentation tools, for "which have you used before?". */
export const competitors: Options = [
  [1, 'Optimizely'],
  [2, 'VWO'],
  [3, 'AB Tasty'],
  [4, 'Convert Experiences'],
  [5, 'Kameleoon'],
  [6, 'Adobe Target'],
  [7, 'Google Optimize'],
  [8, 'Unbounce'],
  [9, 'Crazy Egg'],
  [10, 'Omniconvert'],
  [11, 'Dynamic Yield'],
  [12, 'SiteSpect'],
  [13, 'GrowthBook'],
  [14, 'PostHog'],
  [15, 'Statsig'],
  [16, 'LaunchDarkly'],
  [17, 'Split'],
  [18, 'Eppo'],
  [otherOptionId, 'Other'],
];
