/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AffiliateTransactionType =
  /** Earned on a referred payment (negative: reversed by a refund). */
  | 'COMMISSION'
  /** Paid out (negative), or a failed payout returned (positive). */
  | 'PAYMENT';

export type AuthenticateUserInput = {
  email: string;
  password: string;
};

/** Every answer of the business step, in full. */
export type AvatarBusinessInput = {
  businessName: string;
  industryId: string;
  monthlyWebsiteTrafficId: string;
  /** At least 1. */
  numEmployees: number;
  /** Required when industryId is Other (99); ignored otherwise. */
  otherIndustry?: string | null | undefined;
  /** Required when primaryObjectiveId is Other (99); ignored otherwise. */
  otherPrimaryObjective?: string | null | undefined;
  primaryObjectiveId: string;
};

/** Every answer of the demographics step, in full. */
export type AvatarDemographicsInput = {
  businessPosition: string;
  countryId: string;
  /** YYYY-MM-DD: a real day in the past, of someone between 13 and 120 years old. */
  dob: string;
  educationLevelId: string;
  /** M or F. */
  gender: string;
  jobCategoryId: string;
  nickname: string;
  /** Required when jobCategoryId is Other (99); ignored otherwise. */
  otherJobCategory?: string | null | undefined;
  /** From 1 (not at all) to 5 (very). */
  techSavvy: number;
};

/** Every answer of the goals step, in full. */
export type AvatarGoalInput = {
  goalCategoryId: string;
  goalComment: string;
  improvements: string;
  /** Required when goalCategoryId is Other (99); ignored otherwise. */
  otherGoalCategory?: string | null | undefined;
  siteConcerns?: string | null | undefined;
  useCase: string;
};

/** Every answer of the previous experience step, in full. */
export type AvatarPreviousExperienceInput = {
  /** Empty when they have used none of them. */
  competitorIds: Array<string>;
  notes?: string | null | undefined;
  /** Required when competitorIds has Other (99); ignored otherwise. */
  otherCompetitor?: string | null | undefined;
};

/** The profile wizard’s steps, in order. */
export type AvatarProfileStep =
  | 'BUSINESS'
  | 'DEMOGRAPHICS'
  | 'GOALS'
  | 'PREVIOUS_EXPERIENCE';

/** A UK sort code and account number, or an IBAN with its SWIFT/BIC; every field in full. */
export type BankDetailsInput = {
  accountNumber?: string | null | undefined;
  bankName: string;
  /** ISO 3166-1 alpha-2, like GB. */
  country: string;
  firstName: string;
  iban?: string | null | undefined;
  lastName: string;
  sortCode?: string | null | undefined;
  swiftBic?: string | null | undefined;
};

/** RATE for a rate goal (0.05 is 5%); COEFFICIENT_OF_VARIATION (σ/μ) for a per-session mean goal. */
export type BaselineKind =
  | 'COEFFICIENT_OF_VARIATION'
  | 'RATE';

/** PAGE_HISTORY: measured on the page's past tests. ASSUMED: a typical value (docs/statistics.md). */
export type BaselineSource =
  | 'ASSUMED'
  | 'PAGE_HISTORY';

export type ChangeUserEmailInput = {
  /** Confirms that the owner is making the change. */
  currentPassword: string;
  newEmail: string;
};

export type CheckoutStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'FAILED'
  | 'OPEN';

export type CreateApiKeyInput = {
  name: string;
};

export type CreateNewsletterSubscriberInput = {
  email: string;
};

export type CreateTestInput = {
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  goalId: string;
  maxCases?: number | null | undefined;
  name: string;
  pageId: string;
  startDate?: string | null | undefined;
  /** Leave empty to run on every device. */
  targetDevices?: Array<TargetDevice> | null | undefined;
};

export type CreateTestVariantInput = {
  cssCode?: string | null | undefined;
  description?: string | null | undefined;
  jsCode?: string | null | undefined;
  name: string;
  /** Send visitors of this variant to this address instead. */
  pageRedirectUrl?: string | null | undefined;
  /** Split the traffic evenly between all variants, this one included. */
  rebalance?: boolean | null | undefined;
  testId: string;
  /** Percent of visitors; with rebalance, ignored in favour of an even split. */
  trafficAllocation?: number | null | undefined;
};

export type CreateUserFeedbackInput = {
  /** Areas of improvement and suggestions: 1 to 255 characters once trimmed. */
  comment: string;
  /** Required: left out or null, the answer is BAD_USER_INPUT "Please select a rating". */
  rating?: FeedbackRating | null | undefined;
};

export type CreateUserInput = {
  /** True when signing up on the affiliate register page. */
  directAffiliateSignup?: boolean | null | undefined;
  email: string;
  /** At least 8 characters. */
  password: string;
  /** The `referrer` cookie: the affiliate whose link brought the user. Ignored unless it names an account. */
  referrerId?: string | null | undefined;
};

/** How the user rates their experience. */
export type FeedbackRating =
  | 'good'
  | 'poor'
  | 'satisfactory';

export type GoalKind =
  | 'MEAN'
  | 'RATE';

export type PagesInput = {
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  /** Only this website's pages. */
  websiteId?: string | null | undefined;
};

export type PaginationInput = {
  /** How many to return: 20 unless given, at most 1000. */
  limit?: number | null | undefined;
  /** How many to skip from the start. */
  skip?: number | null | undefined;
};

export type ResetPasswordInput = {
  /** The new password: at least 8 characters. */
  password: string;
  /** The token from the reset link. */
  token: string;
};

export type SendContactMessageInput = {
  /** Where the team replies. */
  email: string;
  /** 10 to 2000 characters once trimmed. */
  message: string;
  name: string;
  /** One of: General question, Billing and sessions, Tracking script, Professional services, Partnerships. */
  subject: string;
  /** The honeypot: a field hidden from people. Leave it out or empty; a message with it filled is dropped. */
  website?: string | null | undefined;
};

export type SendPasswordResetEmailInput = {
  email: string;
};

export type SetTrafficAllocationsInput = {
  allocations: Array<TrafficAllocationInput>;
  testId: string;
};

/** Viewport widths: MOBILES under 768 px, TABLETS under 1024 px, DESKTOPS from 1024 px. */
export type TargetDevice =
  | 'DESKTOPS'
  | 'MOBILES'
  | 'TABLETS';

export type TestDurationEstimateInput = {
  /** Traffic allocation in percent, control first. */
  allocations: Array<number>;
  /** Visitors a day as the owner expects them; leave out for the page's own. */
  dailySessions?: number | null | undefined;
  endDate: string;
  goalId: string;
  maxCases: number;
  /** The smallest relative lift worth finding, in percent: 10 means +10%. */
  minimumLiftPercent: number;
  pageId: string;
  startDate: string;
};

/** NO_TRAFFIC: no visitors a day to go by. LIFT_OUT_OF_RANGE: the rate would pass 100%. LONGER_THAN_TEST: it needs more days than the test runs. MORE_THAN_MAX_CASES: it needs more sessions than the test may take. */
export type TestPlanProblem =
  | 'LIFT_OUT_OF_RANGE'
  | 'LONGER_THAN_TEST'
  | 'MORE_THAN_MAX_CASES'
  | 'NO_TRAFFIC';

export type TestsInput = {
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  /** Only this website's tests. */
  websiteId?: string | null | undefined;
};

export type TrafficAllocationInput = {
  trafficAllocation: number;
  variantId: string;
};

/** Where the visitors a day came from: the number entered, the page's recent tests, or nowhere. */
export type TrafficSource =
  | 'ENTERED'
  | 'NONE'
  | 'RECENT_TRAFFIC';

export type UpdatePageInput = {
  id: string;
  name?: string | null | undefined;
  url?: string | null | undefined;
};

export type UpdateTestVariantInput = {
  cssCode?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  jsCode?: string | null | undefined;
  name?: string | null | undefined;
  /** An empty string removes the redirect. */
  pageRedirectUrl?: string | null | undefined;
  /** Take the difference from (or give it to) the test's other variants. */
  rebalance?: boolean | null | undefined;
  trafficAllocation?: number | null | undefined;
};

export type UpdateWebsiteInput = {
  id: string;
  name?: string | null | undefined;
  url?: string | null | undefined;
};

export type VerdictKind =
  | 'CONTROL_WINS'
  | 'NOT_ENOUGH_DATA'
  | 'NO_DIFFERENCE'
  | 'NO_SESSIONS'
  | 'WINNER';

export type ChangeUserEmailMutationVariables = Exact<{
  input: ChangeUserEmailInput;
}>;


export type ChangeUserEmailMutation = { changeUserEmail: { id: string, email: string } };

export type DeleteUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserMutation = { deleteUser: { success: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, createdAt: string, directAffiliateSignup: boolean, stripeCustomerId: string | null, cardNearingExpiry: boolean, testSessionsRemaining: number, card: { brand: string, last4: string, expMonth: number, expYear: number } | null } };

export type SendPasswordResetEmailMutationVariables = Exact<{
  input: SendPasswordResetEmailInput;
}>;


export type SendPasswordResetEmailMutation = { sendPasswordResetEmail: { success: boolean } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean } };

export type AuthenticateUserMutationVariables = Exact<{
  input: AuthenticateUserInput;
}>;


export type AuthenticateUserMutation = { authenticateUser: { id: string, token: string, cardNearingExpiry: boolean } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, token: string, cardNearingExpiry: boolean } };

export type ReferralsQueryVariables = Exact<{
  input?: PaginationInput | null | undefined;
}>;


export type ReferralsQuery = { referrals: { total: number, users: Array<{ id: string, dateCreated: string, conversionDate: string | null, totalPayments: number, totalCommissionsValue: number }> } };

export type AffiliateSessionsQueryVariables = Exact<{
  limit?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type AffiliateSessionsQuery = { affiliateSessions: { total: number, sessions: Array<{ id: string, dateTime: string }> } };

export type AffiliateTransactionsQueryVariables = Exact<{
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  type?: AffiliateTransactionType | null | undefined;
}>;


export type AffiliateTransactionsQuery = { affiliateTransactions: { total: number, transactions: Array<{ id: string, type: AffiliateTransactionType, amount: number, dateTime: string, qualified: boolean, qualifiesAt: string }> } };

export type AffiliateBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliateBalancesQuery = { affiliateBalancePending: number, affiliateBalanceQualified: number };

export type AffiliateMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliateMetricsQuery = { affiliatePerformanceMetrics: { freeReferrals: number, payingReferrals: number, totalReferrals: number, freeReferralsLastWeek: number, payingReferralsLastWeek: number, freeReferralsLastMonth: number, payingReferralsLastMonth: number, freeReferralsLastQuarter: number, payingReferralsLastQuarter: number, freeReferralsLastYear: number, payingReferralsLastYear: number }, affiliateSessionMetrics: { lastWeek: number, lastMonth: number, lastQuarter: number, lastYear: number, total: number } };

export type AffiliatePayoutSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliatePayoutSetupQuery = { affiliatePayoutsEnabled: boolean, userBankDetails: { firstName: string, lastName: string, bankName: string, country: string, sortCode: string | null, accountNumber: string | null, iban: string | null, swiftBic: string | null } | null };

export type CreateAffiliateSessionMutationVariables = Exact<{
  referrerId: string;
}>;


export type CreateAffiliateSessionMutation = { createAffiliateSession: { success: boolean } };

export type BankDetailsFieldsFragment = { firstName: string, lastName: string, bankName: string, country: string, sortCode: string | null, accountNumber: string | null, iban: string | null, swiftBic: string | null };

export type SaveUserBankDetailsMutationVariables = Exact<{
  input: BankDetailsInput;
}>;


export type SaveUserBankDetailsMutation = { saveUserBankDetails: { firstName: string, lastName: string, bankName: string, country: string, sortCode: string | null, accountNumber: string | null, iban: string | null, swiftBic: string | null } };

export type UpdateUserBankDetailsMutationVariables = Exact<{
  input: BankDetailsInput;
}>;


export type UpdateUserBankDetailsMutation = { updateUserBankDetails: { firstName: string, lastName: string, bankName: string, country: string, sortCode: string | null, accountNumber: string | null, iban: string | null, swiftBic: string | null } };

export type AddInitialAffiliatePaymentDetailsMutationVariables = Exact<{ [key: string]: never; }>;


export type AddInitialAffiliatePaymentDetailsMutation = { addInitialAffiliatePaymentDetails: string };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string, prefix: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type SendContactMessageMutationVariables = Exact<{
  input: SendContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean } };

export type CreateUserFeedbackMutationVariables = Exact<{
  input: CreateUserFeedbackInput;
}>;


export type CreateUserFeedbackMutation = { createUserFeedback: { success: boolean } };

export type GoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GoalsQuery = { goals: Array<{ id: string, name: string }> };

export type CreateNewsletterSubscriberMutationVariables = Exact<{
  input: CreateNewsletterSubscriberInput;
}>;


export type CreateNewsletterSubscriberMutation = { createNewsletterSubscriber: { success: boolean } };

export type CreatePageMutationVariables = Exact<{
  url: string;
  name: string;
  websiteId: string;
}>;


export type CreatePageMutation = { createPage: { acknowledged: boolean, insertedId: string } };

export type UpdatePageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type UpdatePageMutation = { updatePage: { id: string, name: string, url: string, lastModified: string, websiteId: string } };

export type DeletePageMutationVariables = Exact<{
  id: string;
}>;


export type DeletePageMutation = { deletePage: { success: boolean } };

export type PagesQueryVariables = Exact<{
  input?: PagesInput | null | undefined;
}>;


export type PagesQuery = { pages: { total: number, pages: Array<{ id: string, name: string, url: string, lastModified: string, websiteId: string, website: { id: string, name: string, url: string } }> } };

export type PageQueryVariables = Exact<{
  id: string;
}>;


export type PageQuery = { page: { id: string, name: string, url: string, lastModified: string, websiteId: string, website: { id: string, name: string, url: string } } };

export type ProcessCardUpdateSessionMutationVariables = Exact<{
  customerId: string;
}>;


export type ProcessCardUpdateSessionMutation = { processCardUpdateSession: { id: string, url: string } };

export type ProcessCheckoutSessionMutationVariables = Exact<{
  email: string;
  credits: number;
}>;


export type ProcessCheckoutSessionMutation = { processCheckoutSession: { id: string, url: string } };

export type CheckoutQueryVariables = Exact<{
  id: string;
}>;


export type CheckoutQuery = { testSessionsRemaining: number, checkout: { id: string, status: CheckoutStatus, sessions: number, amountMinor: number } };

export type SessionPricesQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionPricesQuery = { sessionPrices: { version: string, minimumSessions: number, maximumSessions: number, tiers: Array<{ upTo: number | null, pencePer1000: number }> } };

export type SessionPriceQueryVariables = Exact<{
  sessions: number;
}>;


export type SessionPriceQuery = { sessionPrice: { sessions: number, amountMinor: number, priceVersion: string } };

export type CreateAvatarGoalMutationVariables = Exact<{
  input: AvatarGoalInput;
}>;


export type CreateAvatarGoalMutation = { createAvatarGoal: { goalCategoryId: string } };

export type UpdateAvatarGoalMutationVariables = Exact<{
  input: AvatarGoalInput;
}>;


export type UpdateAvatarGoalMutation = { updateAvatarGoal: { goalCategoryId: string } };

export type CreateAvatarBusinessMutationVariables = Exact<{
  input: AvatarBusinessInput;
}>;


export type CreateAvatarBusinessMutation = { createAvatarBusiness: { businessName: string } };

export type UpdateAvatarBusinessMutationVariables = Exact<{
  input: AvatarBusinessInput;
}>;


export type UpdateAvatarBusinessMutation = { updateAvatarBusiness: { businessName: string } };

export type CreateAvatarDemographicsMutationVariables = Exact<{
  input: AvatarDemographicsInput;
}>;


export type CreateAvatarDemographicsMutation = { createAvatarDemographics: { nickname: string } };

export type UpdateAvatarDemographicsMutationVariables = Exact<{
  input: AvatarDemographicsInput;
}>;


export type UpdateAvatarDemographicsMutation = { updateAvatarDemographics: { nickname: string } };

export type CreateAvatarPreviousExperienceMutationVariables = Exact<{
  input: AvatarPreviousExperienceInput;
}>;


export type CreateAvatarPreviousExperienceMutation = { createAvatarPreviousExperience: { competitorIds: Array<string> } };

export type UpdateAvatarPreviousExperienceMutationVariables = Exact<{
  input: AvatarPreviousExperienceInput;
}>;


export type UpdateAvatarPreviousExperienceMutation = { updateAvatarPreviousExperience: { competitorIds: Array<string> } };

export type ProfileAnswersQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileAnswersQuery = { avatarGoal: { goalCategoryId: string, otherGoalCategory: string | null, goalComment: string, improvements: string, useCase: string, siteConcerns: string } | null, avatarBusiness: { businessName: string, industryId: string, otherIndustry: string | null, monthlyWebsiteTrafficId: string, numEmployees: number, primaryObjectiveId: string, otherPrimaryObjective: string | null } | null, avatarDemographics: { nickname: string, gender: string, dob: string, countryId: string, educationLevelId: string, jobCategoryId: string, otherJobCategory: string | null, businessPosition: string, techSavvy: number } | null, avatarPreviousExperience: { competitorIds: Array<string>, otherCompetitor: string | null, notes: string } | null, avatarProfileProgress: { savedSteps: Array<AvatarProfileStep>, stepToResume: AvatarProfileStep, complete: boolean } };

export type ProfileOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileOptionsQuery = { getAvailableAvatarGoals: Array<{ id: string, goalName: string }>, getAvatarBusinessIndustries: Array<{ id: string, name: string }>, getAvatarBusinessTrafficOptions: Array<{ id: string, name: string }>, getAvatarBusinessWebsiteObjectives: Array<{ id: string, name: string }>, countries: Array<{ id: string, name: string }>, educationLevels: Array<{ id: string, name: string }>, jobCategories: Array<{ id: string, name: string }>, competitors: Array<{ id: string, name: string }> };

export type TestResultsPageQueryVariables = Exact<{
  id: string;
}>;


export type TestResultsPageQuery = { testSessionsRemaining: number, test: { id: string, name: string, active: boolean, goalName: string, maxCases: number, variants: Array<{ id: string, name: string, variantNo: number, isControl: boolean, trafficAllocation: number }> }, testResults: { goalMetric: string, goalKind: GoalKind, sessions: number, maxCases: number, controlValue: number | null, comparisons: Array<{ variantId: string, variantNo: number, sessions: number, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { significant: boolean } | null }>, sampleRatio: { pValue: number, mismatch: boolean } | null, verdict: { kind: VerdictKind, variantNo: number | null, chance: number | null } }, testPerformanceData: Array<{ variantId: string, variantNo: number, sessions: number, avgClicks: number, avgFormSubmits: number, avgScrolledDownPercentage: number, medianTimeOnPage: number, bounceRate: number, buttonData: { avgClicks: number, avgHovers: number }, formData: { avgClicks: number, avgHovers: number, submissionRate: number, medianTimeSpent: number } }> };

export type TestsListQueryVariables = Exact<{
  input?: TestsInput | null | undefined;
}>;


export type TestsListQuery = { tests: { total: number, tests: Array<{ id: string, name: string, active: boolean, startDate: string, endDate: string, pageUrl: string, websiteUrl: string, goalName: string, testSessionsCount: number }> } };

export type TestDurationEstimateQueryVariables = Exact<{
  input: TestDurationEstimateInput;
}>;


export type TestDurationEstimateQuery = { testDurationEstimate: { recentDailySessions: number | null, dailySessions: number | null, trafficSource: TrafficSource, baselineKind: BaselineKind, baseline: number, baselineSource: BaselineSource, sessionsPerArm: number | null, totalSessions: number | null, days: number | null, availableDays: number, feasible: boolean, problems: Array<TestPlanProblem> } };

export type CreateTestMutationVariables = Exact<{
  input: CreateTestInput;
}>;


export type CreateTestMutation = { createTest: { acknowledged: boolean, insertedId: string } };

export type ActivateTestMutationVariables = Exact<{
  id: string;
}>;


export type ActivateTestMutation = { activateTest: { id: string, active: boolean, lastModified: string } };

export type MakeTestInactiveMutationVariables = Exact<{
  id: string;
}>;


export type MakeTestInactiveMutation = { makeTestInactive: { id: string, active: boolean, lastModified: string } };

export type DeleteTestMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTestMutation = { deleteTest: { success: boolean } };

export type DeleteTestDataForTestMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTestDataForTestMutation = { deleteTestDataForTest: { id: string, testSessionsCount: number } };

export type SetTrafficAllocationsMutationVariables = Exact<{
  input: SetTrafficAllocationsInput;
}>;


export type SetTrafficAllocationsMutation = { setTrafficAllocations: Array<{ id: string, trafficAllocation: number }> };

export type TestQueryVariables = Exact<{
  id: string;
}>;


export type TestQuery = { test: { id: string, name: string, description: string, active: boolean, createdAt: string, startDate: string, endDate: string, lastModified: string, goalId: string, goalName: string, maxCases: number, pageId: string, pageUrl: string, websiteId: string, websiteUrl: string, targetDeviceNames: Array<string>, testSessionsCount: number, variantRedirectUrls: Array<string>, variants: Array<{ id: string, name: string, description: string, variantNo: number, isControl: boolean, hasRedirect: boolean, pageRedirectUrl: string | null, trafficAllocation: number }> } };

export type CreateTestVariantMutationVariables = Exact<{
  input: CreateTestVariantInput;
}>;


export type CreateTestVariantMutation = { createTestVariant: { id: string, name: string, variantNo: number, trafficAllocation: number } };

export type UpdateTestVariantMutationVariables = Exact<{
  input: UpdateTestVariantInput;
}>;


export type UpdateTestVariantMutation = { updateTestVariant: { id: string, name: string, description: string, cssCode: string, jsCode: string, hasRedirect: boolean, pageRedirectUrl: string | null, trafficAllocation: number, lastModified: string } };

export type DeleteTestVariantMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTestVariantMutation = { deleteTestVariant: { success: boolean } };

export type TestVariantQueryVariables = Exact<{
  id: string;
}>;


export type TestVariantQuery = { testVariant: { id: string, testId: string, name: string, description: string, variantNo: number, isControl: boolean, hasRedirect: boolean, pageRedirectUrl: string | null, cssCode: string, jsCode: string, trafficAllocation: number, createdAt: string, lastModified: string } };

export type TestVariantsQueryVariables = Exact<{
  testId: string;
}>;


export type TestVariantsQuery = { testVariants: Array<{ id: string, name: string, variantNo: number, isControl: boolean, trafficAllocation: number }> };

export type CreateWebsiteMutationVariables = Exact<{
  url: string;
  name: string;
}>;


export type CreateWebsiteMutation = { createWebsite: { acknowledged: boolean, insertedId: string } };

export type UpdateWebsiteMutationVariables = Exact<{
  input: UpdateWebsiteInput;
}>;


export type UpdateWebsiteMutation = { updateWebsite: { id: string, url: string, name: string, lastModified: string } };

export type DeleteWebsiteMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebsiteMutation = { deleteWebsite: { success: boolean } };

export type WebsitesQueryVariables = Exact<{
  limit?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type WebsitesQuery = { websites: { total: number, websites: Array<{ id: string, url: string, name: string, lastModified: string }> } };

export type WebsiteQueryVariables = Exact<{
  id: string;
}>;


export type WebsiteQuery = { website: { id: string, url: string, name: string, lastModified: string } };

export const BankDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swiftBic"}}]}}]} as unknown as DocumentNode<BankDetailsFieldsFragment, unknown>;
export const ChangeUserEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ChangeUserEmailMutation, ChangeUserEmailMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"directAffiliateSignup"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNearingExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testSessionsRemaining"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SendPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendPasswordResetEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AuthenticateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthenticateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthenticateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cardNearingExpiry"}}]}}]}}]} as unknown as DocumentNode<AuthenticateUserMutation, AuthenticateUserMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cardNearingExpiry"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const ReferralsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Referrals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"conversionDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayments"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommissionsValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ReferralsQuery, ReferralsQueryVariables>;
export const AffiliateSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliateSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AffiliateSessionsQuery, AffiliateSessionsQueryVariables>;
export const AffiliateTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateTransactionType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliateTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dateTime"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"qualifiesAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AffiliateTransactionsQuery, AffiliateTransactionsQueryVariables>;
export const AffiliateBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliateBalancePending"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateBalanceQualified"}}]}}]} as unknown as DocumentNode<AffiliateBalancesQuery, AffiliateBalancesQueryVariables>;
export const AffiliateMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliatePerformanceMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeReferrals"}},{"kind":"Field","name":{"kind":"Name","value":"payingReferrals"}},{"kind":"Field","name":{"kind":"Name","value":"totalReferrals"}},{"kind":"Field","name":{"kind":"Name","value":"freeReferralsLastWeek"}},{"kind":"Field","name":{"kind":"Name","value":"payingReferralsLastWeek"}},{"kind":"Field","name":{"kind":"Name","value":"freeReferralsLastMonth"}},{"kind":"Field","name":{"kind":"Name","value":"payingReferralsLastMonth"}},{"kind":"Field","name":{"kind":"Name","value":"freeReferralsLastQuarter"}},{"kind":"Field","name":{"kind":"Name","value":"payingReferralsLastQuarter"}},{"kind":"Field","name":{"kind":"Name","value":"freeReferralsLastYear"}},{"kind":"Field","name":{"kind":"Name","value":"payingReferralsLastYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affiliateSessionMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastWeek"}},{"kind":"Field","name":{"kind":"Name","value":"lastMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastQuarter"}},{"kind":"Field","name":{"kind":"Name","value":"lastYear"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AffiliateMetricsQuery, AffiliateMetricsQueryVariables>;
export const AffiliatePayoutSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliatePayoutSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliatePayoutsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"userBankDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swiftBic"}}]}}]} as unknown as DocumentNode<AffiliatePayoutSetupQuery, AffiliatePayoutSetupQueryVariables>;
export const CreateAffiliateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAffiliateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referrerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAffiliateSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"referrerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referrerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<CreateAffiliateSessionMutation, CreateAffiliateSessionMutationVariables>;
export const SaveUserBankDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUserBankDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUserBankDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swiftBic"}}]}}]} as unknown as DocumentNode<SaveUserBankDetailsMutation, SaveUserBankDetailsMutationVariables>;
export const UpdateUserBankDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserBankDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserBankDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swiftBic"}}]}}]} as unknown as DocumentNode<UpdateUserBankDetailsMutation, UpdateUserBankDetailsMutationVariables>;
export const AddInitialAffiliatePaymentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInitialAffiliatePaymentDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInitialAffiliatePaymentDetails"}}]}}]} as unknown as DocumentNode<AddInitialAffiliatePaymentDetailsMutation, AddInitialAffiliatePaymentDetailsMutationVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const CreateUserFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUserFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<CreateUserFeedbackMutation, CreateUserFeedbackMutationVariables>;
export const GoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GoalsQuery, GoalsQueryVariables>;
export const CreateNewsletterSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsletterSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNewsletterSubscriberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsletterSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<CreateNewsletterSubscriberMutation, CreateNewsletterSubscriberMutationVariables>;
export const CreatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"websiteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"websiteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"websiteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"insertedId"}}]}}]}}]} as unknown as DocumentNode<CreatePageMutation, CreatePageMutationVariables>;
export const UpdatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"websiteId"}}]}}]}}]} as unknown as DocumentNode<UpdatePageMutation, UpdatePageMutationVariables>;
export const DeletePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeletePageMutation, DeletePageMutationVariables>;
export const PagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"websiteId"}},{"kind":"Field","name":{"kind":"Name","value":"website"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PagesQuery, PagesQueryVariables>;
export const PageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Page"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"websiteId"}},{"kind":"Field","name":{"kind":"Name","value":"website"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PageQuery, PageQueryVariables>;
export const ProcessCardUpdateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessCardUpdateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processCardUpdateSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProcessCardUpdateSessionMutation, ProcessCardUpdateSessionMutationVariables>;
export const ProcessCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credits"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"credits"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credits"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProcessCheckoutSessionMutation, ProcessCheckoutSessionMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testSessionsRemaining"}}]}}]} as unknown as DocumentNode<CheckoutQuery, CheckoutQueryVariables>;
export const SessionPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSessions"}},{"kind":"Field","name":{"kind":"Name","value":"maximumSessions"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upTo"}},{"kind":"Field","name":{"kind":"Name","value":"pencePer1000"}}]}}]}}]}}]} as unknown as DocumentNode<SessionPricesQuery, SessionPricesQueryVariables>;
export const SessionPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"priceVersion"}}]}}]}}]} as unknown as DocumentNode<SessionPriceQuery, SessionPriceQueryVariables>;
export const CreateAvatarGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAvatarGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarGoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvatarGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goalCategoryId"}}]}}]}}]} as unknown as DocumentNode<CreateAvatarGoalMutation, CreateAvatarGoalMutationVariables>;
export const UpdateAvatarGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvatarGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarGoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatarGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goalCategoryId"}}]}}]}}]} as unknown as DocumentNode<UpdateAvatarGoalMutation, UpdateAvatarGoalMutationVariables>;
export const CreateAvatarBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAvatarBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarBusinessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvatarBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]} as unknown as DocumentNode<CreateAvatarBusinessMutation, CreateAvatarBusinessMutationVariables>;
export const UpdateAvatarBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvatarBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarBusinessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatarBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]} as unknown as DocumentNode<UpdateAvatarBusinessMutation, UpdateAvatarBusinessMutationVariables>;
export const CreateAvatarDemographicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAvatarDemographics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarDemographicsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvatarDemographics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<CreateAvatarDemographicsMutation, CreateAvatarDemographicsMutationVariables>;
export const UpdateAvatarDemographicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvatarDemographics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarDemographicsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatarDemographics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<UpdateAvatarDemographicsMutation, UpdateAvatarDemographicsMutationVariables>;
export const CreateAvatarPreviousExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAvatarPreviousExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarPreviousExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvatarPreviousExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitorIds"}}]}}]}}]} as unknown as DocumentNode<CreateAvatarPreviousExperienceMutation, CreateAvatarPreviousExperienceMutationVariables>;
export const UpdateAvatarPreviousExperienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvatarPreviousExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvatarPreviousExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatarPreviousExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitorIds"}}]}}]}}]} as unknown as DocumentNode<UpdateAvatarPreviousExperienceMutation, UpdateAvatarPreviousExperienceMutationVariables>;
export const ProfileAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avatarGoal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goalCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"otherGoalCategory"}},{"kind":"Field","name":{"kind":"Name","value":"goalComment"}},{"kind":"Field","name":{"kind":"Name","value":"improvements"}},{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"siteConcerns"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatarBusiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"otherIndustry"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyWebsiteTrafficId"}},{"kind":"Field","name":{"kind":"Name","value":"numEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"primaryObjectiveId"}},{"kind":"Field","name":{"kind":"Name","value":"otherPrimaryObjective"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatarDemographics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"jobCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"otherJobCategory"}},{"kind":"Field","name":{"kind":"Name","value":"businessPosition"}},{"kind":"Field","name":{"kind":"Name","value":"techSavvy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatarPreviousExperience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitorIds"}},{"kind":"Field","name":{"kind":"Name","value":"otherCompetitor"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avatarProfileProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSteps"}},{"kind":"Field","name":{"kind":"Name","value":"stepToResume"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]}}]} as unknown as DocumentNode<ProfileAnswersQuery, ProfileAnswersQueryVariables>;
export const ProfileOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAvailableAvatarGoals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getAvatarBusinessIndustries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getAvatarBusinessTrafficOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getAvatarBusinessWebsiteObjectives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"educationLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProfileOptionsQuery, ProfileOptionsQueryVariables>;
export const TestResultsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestResultsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"goalName"}},{"kind":"Field","name":{"kind":"Name","value":"maxCases"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"isControl"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"testResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goalMetric"}},{"kind":"Field","name":{"kind":"Name","value":"goalKind"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"maxCases"}},{"kind":"Field","name":{"kind":"Name","value":"controlValue"}},{"kind":"Field","name":{"kind":"Name","value":"comparisons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"pValue"}},{"kind":"Field","name":{"kind":"Name","value":"chanceToBeatControl"}},{"kind":"Field","name":{"kind":"Name","value":"lift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimate"}},{"kind":"Field","name":{"kind":"Name","value":"lower"}},{"kind":"Field","name":{"kind":"Name","value":"upper"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sequential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"significant"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sampleRatio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pValue"}},{"kind":"Field","name":{"kind":"Name","value":"mismatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verdict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"chance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"testPerformanceData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgClicks"}},{"kind":"Field","name":{"kind":"Name","value":"avgFormSubmits"}},{"kind":"Field","name":{"kind":"Name","value":"avgScrolledDownPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"medianTimeOnPage"}},{"kind":"Field","name":{"kind":"Name","value":"bounceRate"}},{"kind":"Field","name":{"kind":"Name","value":"buttonData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avgClicks"}},{"kind":"Field","name":{"kind":"Name","value":"avgHovers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"avgClicks"}},{"kind":"Field","name":{"kind":"Name","value":"avgHovers"}},{"kind":"Field","name":{"kind":"Name","value":"submissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"medianTimeSpent"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"testSessionsRemaining"}}]}}]} as unknown as DocumentNode<TestResultsPageQuery, TestResultsPageQueryVariables>;
export const TestsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TestsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"goalName"}},{"kind":"Field","name":{"kind":"Name","value":"testSessionsCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<TestsListQuery, TestsListQueryVariables>;
export const TestDurationEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestDurationEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestDurationEstimateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDurationEstimate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentDailySessions"}},{"kind":"Field","name":{"kind":"Name","value":"dailySessions"}},{"kind":"Field","name":{"kind":"Name","value":"trafficSource"}},{"kind":"Field","name":{"kind":"Name","value":"baselineKind"}},{"kind":"Field","name":{"kind":"Name","value":"baseline"}},{"kind":"Field","name":{"kind":"Name","value":"baselineSource"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsPerArm"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"availableDays"}},{"kind":"Field","name":{"kind":"Name","value":"feasible"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}}]}}]}}]} as unknown as DocumentNode<TestDurationEstimateQuery, TestDurationEstimateQueryVariables>;
export const CreateTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"insertedId"}}]}}]}}]} as unknown as DocumentNode<CreateTestMutation, CreateTestMutationVariables>;
export const ActivateTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}}]}}]} as unknown as DocumentNode<ActivateTestMutation, ActivateTestMutationVariables>;
export const MakeTestInactiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MakeTestInactive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeTestInactive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}}]}}]} as unknown as DocumentNode<MakeTestInactiveMutation, MakeTestInactiveMutationVariables>;
export const DeleteTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteTestMutation, DeleteTestMutationVariables>;
export const DeleteTestDataForTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestDataForTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestDataForTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testSessionsCount"}}]}}]}}]} as unknown as DocumentNode<DeleteTestDataForTestMutation, DeleteTestDataForTestMutationVariables>;
export const SetTrafficAllocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTrafficAllocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTrafficAllocationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTrafficAllocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}}]}}]}}]} as unknown as DocumentNode<SetTrafficAllocationsMutation, SetTrafficAllocationsMutationVariables>;
export const TestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Test"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"goalId"}},{"kind":"Field","name":{"kind":"Name","value":"goalName"}},{"kind":"Field","name":{"kind":"Name","value":"maxCases"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"websiteId"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetDeviceNames"}},{"kind":"Field","name":{"kind":"Name","value":"testSessionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"variantRedirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"isControl"}},{"kind":"Field","name":{"kind":"Name","value":"hasRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"pageRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}}]}}]}}]}}]} as unknown as DocumentNode<TestQuery, TestQueryVariables>;
export const CreateTestVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTestVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTestVariantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTestVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}}]}}]}}]} as unknown as DocumentNode<CreateTestVariantMutation, CreateTestVariantMutationVariables>;
export const UpdateTestVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTestVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTestVariantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTestVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cssCode"}},{"kind":"Field","name":{"kind":"Name","value":"jsCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"pageRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}}]}}]} as unknown as DocumentNode<UpdateTestVariantMutation, UpdateTestVariantMutationVariables>;
export const DeleteTestVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteTestVariantMutation, DeleteTestVariantMutationVariables>;
export const TestVariantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestVariant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"isControl"}},{"kind":"Field","name":{"kind":"Name","value":"hasRedirect"}},{"kind":"Field","name":{"kind":"Name","value":"pageRedirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cssCode"}},{"kind":"Field","name":{"kind":"Name","value":"jsCode"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}}]}}]} as unknown as DocumentNode<TestVariantQuery, TestVariantQueryVariables>;
export const TestVariantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestVariants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testVariants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variantNo"}},{"kind":"Field","name":{"kind":"Name","value":"isControl"}},{"kind":"Field","name":{"kind":"Name","value":"trafficAllocation"}}]}}]}}]} as unknown as DocumentNode<TestVariantsQuery, TestVariantsQueryVariables>;
export const CreateWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"insertedId"}}]}}]}}]} as unknown as DocumentNode<CreateWebsiteMutation, CreateWebsiteMutationVariables>;
export const UpdateWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebsiteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}}]}}]} as unknown as DocumentNode<UpdateWebsiteMutation, UpdateWebsiteMutationVariables>;
export const DeleteWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteWebsiteMutation, DeleteWebsiteMutationVariables>;
export const WebsitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Websites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"websites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<WebsitesQuery, WebsitesQueryVariables>;
export const WebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Website"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"website"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}}]}}]}}]} as unknown as DocumentNode<WebsiteQuery, WebsiteQueryVariables>;