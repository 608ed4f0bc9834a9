/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AffiliateTransactionType =
  /** Earned on a referred payment (negative: reversed by a refund). */
  | 'COMMISSION'
  /** Paid out (negative), or a failed payout returned (positive). */
  | 'PAYMENT';

/** What a key may do. Neither scope may manage keys, change the email or password, delete the account, or touch payments and payouts: those need the owner signed in. */
export type ApiKeyScope =
  /** Queries only: every mutation is FORBIDDEN. */
  | 'READ'
  /** Queries, and the mutations that change tests, websites and profile. */
  | 'WRITE';

export type AuthenticateSecondFactorInput = {
  /** From `authenticateUser`. */
  challenge: string;
  /** A 6-digit code from the authenticator app, or a recovery code. */
  code?: string | null | undefined;
  /** The PublicKeyCredential from `navigator.credentials.get()`, as JSON. */
  passkeyResponse?: string | null | undefined;
};

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

/** PAGE_HISTORY: measured on the page's past tests. ASSUMED: a typical value (docs/statistics.md). ENTERED: the conversion rate the owner expects (expectedConversionRatePercent). */
export type BaselineSource =
  | 'ASSUMED'
  | 'ENTERED'
  | 'PAGE_HISTORY';

export type ChangePasswordInput = {
  /** Confirms that the owner is making the change. */
  currentPassword: string;
  /** The new password, under the same rules as at sign-up. */
  newPassword: string;
};

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

export type ConfirmEmailChangeInput = {
  /** The token from the confirmation link. */
  token: string;
};

export type ConfirmEmailInput = {
  /** The token from the confirmation link. */
  token: string;
};

export type ConfirmTotpEnrolmentInput = {
  code: string;
};

/** What counts as converting on a goal of a website. PAGE_VISIT: reaching a page. ELEMENT_CLICK and FORM_SUBMISSION: clicking inside, or submitting, an element matching a CSS selector. CUSTOM_EVENT: the site's call `splitpenny('track', name)`. REVENUE: the same call with a value in the currency's minor unit, summed per visitor. REVENUE_ON_PAGE: revenue without code: reaching the thank-you page, whose order total is read from the element matching amountSelector, as money in the website's currency. */
export type ConversionKind =
  | 'CUSTOM_EVENT'
  | 'ELEMENT_CLICK'
  | 'FORM_SUBMISSION'
  | 'PAGE_VISIT'
  | 'REVENUE'
  | 'REVENUE_ON_PAGE';

export type CreateApiKeyInput = {
  name: string;
  scope: ApiKeyScope;
};

export type CreateNewsletterSubscriberInput = {
  email: string;
};

export type CreateTestInput = {
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  goalId: string;
  maxCases?: number | null | undefined;
  /** The smallest lift worth finding, in percent (10 means +10%); 10 if left out. */
  minimumLiftPercent?: number | null | undefined;
  name: string;
  pageId: string;
  /** At most five goals measured besides goalId. */
  secondaryGoals?: Array<SecondaryGoalInput> | null | undefined;
  startDate?: string | null | undefined;
  /** Leave empty to run on every device. */
  targetDevices?: Array<TargetDevice> | null | undefined;
  /** STOP_AND_TELL if left out. */
  whenDecided?: WhenDecided | null | undefined;
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
  /** At least 12 characters, and not on the list of common and breached passwords. */
  password: string;
  /** The `referrer` cookie: the affiliate whose link brought the user. Ignored unless it names an account. */
  referrerId?: string | null | undefined;
};

export type CreateWebhookInput = {
  kind: WebhookKind;
  /** https:// (or http://) on the public internet. */
  url: string;
};

/** A website's currency (ISO 4217). GBP unless its owner chose another. */
export type Currency =
  | 'AUD'
  | 'CAD'
  | 'CHF'
  | 'DKK'
  | 'EUR'
  | 'GBP'
  | 'INR'
  | 'JPY'
  | 'NOK'
  | 'NZD'
  | 'PLN'
  | 'SEK'
  | 'USD';

export type CurrentPasswordInput = {
  currentPassword: string;
};

/** How the user rates their experience. */
export type FeedbackRating =
  | 'good'
  | 'poor'
  | 'satisfactory';

export type FinishPasskeyRegistrationInput = {
  /** To tell the passkeys apart, e.g. "Work laptop". */
  name: string;
  /** The PublicKeyCredential from `navigator.credentials.create()`, as JSON. */
  response: string;
};

/** A conversion goal: its name, what triggers it, and for a page visit how its address is compared. */
export type GoalInput = {
  /** REVENUE_ON_PAGE: the CSS selector of the element holding the order total on that page, read as money in the website's currency. */
  amountSelector?: string | null | undefined;
  kind: ConversionKind;
  name: string;
  /** The address (a path or full URL; REVENUE_ON_PAGE: the thank-you page's), the CSS selector or the event name. */
  target: string;
  /** For PAGE_VISIT and REVENUE_ON_PAGE; EXACT when left out. */
  urlMatch?: UrlMatch | null | undefined;
};

export type GoalKind =
  | 'MEAN'
  | 'RATE';

/** The rollup metric a test's goal compares, one per goal in the goal catalogue. */
export type GoalMetric =
  | 'button_clicks'
  | 'clicks'
  | 'engaged'
  | 'max_scroll_pct'
  | 'submitted'
  | 'time_on_page_ms';

/** PRIMARY: the goal the verdict rests on. SECONDARY: also measured. GUARDRAIL: must not get worse. */
export type GoalRole =
  | 'GUARDRAIL'
  | 'PRIMARY'
  | 'SECONDARY';

export type MismatchCauseKind =
  | 'FEWER_SESSIONS'
  | 'MORE_SESSIONS';

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

export type RemovePasskeyInput = {
  currentPassword: string;
  id: string;
};

export type ResetPasswordInput = {
  /** The new password: at least 12 characters, and not on the list of common and breached passwords. */
  password: string;
  /** The token from the reset link. */
  token: string;
};

export type SecondFactorMethod =
  /** A passkey assertion (WebAuthn). */
  | 'PASSKEY'
  /** One of the recovery codes; each works once. */
  | 'RECOVERY_CODE'
  /** A 6-digit code from an authenticator app. */
  | 'TOTP';

export type SecondaryGoalInput = {
  goalId: string;
  /** False when left out. */
  guardrail?: boolean | null | undefined;
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

export type ShipWinnerInput = {
  testId: string;
  variantId: string;
};

/** Viewport widths: MOBILES under 768 px, TABLETS under 1024 px, DESKTOPS from 1024 px. */
export type TargetDevice =
  | 'DESKTOPS'
  | 'MOBILES'
  | 'TABLETS';

/** What changed of what a running test's results measure: its goal, its target devices, a variant's code. */
export type TestChangeKind =
  | 'devices'
  | 'goal'
  | 'split'
  | 'variant_added'
  | 'variant_code'
  | 'variant_deleted';

export type TestDurationEstimateInput = {
  /** Traffic allocation in percent, control first. */
  allocations: Array<number>;
  /** Visitors a day as the owner expects them; leave out for the page's own. */
  dailySessions?: number | null | undefined;
  endDate: string;
  /** For a conversion goal: the share of sessions expected to reach it, in percent (3 means 3%); leave out for a typical 3%. Engagement goals go by the page's past tests and ignore it. */
  expectedConversionRatePercent?: number | null | undefined;
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

/** Where a test stands, by the rules the tracking script follows. INACTIVE: not started by its owner (a draft). SCHEDULED: active, before its start date. RUNNING: taking visitors. EMAIL_UNCONFIRMED: waiting for its owner to confirm their email address (resendEmailConfirmation). OUT_OF_SESSIONS: paused, its owner has no test sessions left. FULL: at its maximum number of sessions. ENDED: past its end date. STOPPED: stopped by its owner. SHIPPED: stopped, with a winning variant served to every visitor untested. */
export type TestStatus =
  | 'EMAIL_UNCONFIRMED'
  | 'ENDED'
  | 'FULL'
  | 'INACTIVE'
  | 'OUT_OF_SESSIONS'
  | 'RUNNING'
  | 'SCHEDULED'
  | 'SHIPPED'
  | 'STOPPED';

export type TestsInput = {
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  /** Only the tests in this status. */
  status?: TestStatus | null | undefined;
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

/** SPLIT_OFF: the sessions do not fit the split (a sample-ratio mismatch; see causes). ONE_NETWORK: too many of the sessions came from one client network (see oneNetworkShare). */
export type UnreliableReason =
  | 'ONE_NETWORK'
  | 'SPLIT_OFF';

export type UpdatePageInput = {
  id: string;
  name?: string | null | undefined;
  url?: string | null | undefined;
};

/** The test to change and what to change; a field left out (or null) stays as it is. */
export type UpdateTestInput = {
  /** An empty string clears it. */
  description?: string | null | undefined;
  /** After the start; for an active test, in the future. */
  endDate?: string | null | undefined;
  goalId?: string | null | undefined;
  id: string;
  /** At least the sessions already counted. */
  maxCases?: number | null | undefined;
  /** The smallest lift worth finding, in percent. */
  minimumLiftPercent?: number | null | undefined;
  name?: string | null | undefined;
  /** Replaces the secondary goals; [] removes them. */
  secondaryGoals?: Array<SecondaryGoalInput> | null | undefined;
  startDate?: string | null | undefined;
  /** An empty list: every device. */
  targetDevices?: Array<TargetDevice> | null | undefined;
  /** What happens once the verdict decides the test. */
  whenDecided?: WhenDecided | null | undefined;
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

/** The website to change and what to change; url and name left out (or null) stay as they are. */
export type UpdateWebsiteInput = {
  /** What the website sells in. Left out: unchanged. Revenue counted before stays as counted, in the old currency's minor unit. */
  currency?: Currency | null | undefined;
  /** The most sessions the website's tests may be charged in one day (UTC), 1 to 10,000,000. Left out: unchanged; null: no budget. */
  dailySessionBudget?: number | null | undefined;
  /** Every other origin whose pages may enrol visitors (https://checkout.example.com), at most 20; blanks and repeats are dropped. Left out or null: unchanged; an empty list: none. */
  extraOrigins?: Array<string> | null | undefined;
  id: string;
  /** The most one order adds to a revenue goal, a whole amount in the currency's minor unit (pence, cents), 1 to 1,000,000,000. Left out: unchanged; null: no maximum. */
  maxOrderValue?: number | null | undefined;
  name?: string | null | undefined;
  url?: string | null | undefined;
};

/** How a page visit goal's address is compared: EXACT, STARTS_WITH, or PATTERN with * for any characters. */
export type UrlMatch =
  | 'EXACT'
  | 'PATTERN'
  | 'STARTS_WITH';

/** What the verdict tells the owner to do. */
export type VerdictAction =
  | 'INVESTIGATE'
  | 'KEEP_RUNNING'
  | 'SHIP'
  | 'STOP';

/** NO_SESSIONS: nobody yet. UNRELIABLE: the sessions do not fit the split, or came mostly from one network (see unreliableBecause). WINNER: ship it. CONTROL_WINS: every variant is worse, stop. NO_MEANINGFUL_DIFFERENCE: the smallest lift worth finding is ruled out, stop. NO_DIFFERENCE: the test finished undecided. NOT_ENOUGH_DATA: keep going (see outlook). */
export type VerdictKind =
  | 'CONTROL_WINS'
  | 'NOT_ENOUGH_DATA'
  | 'NO_DIFFERENCE'
  | 'NO_MEANINGFUL_DIFFERENCE'
  | 'NO_SESSIONS'
  | 'UNRELIABLE'
  | 'WINNER';

export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Every attempt failed (or the endpoint answered 410 Gone). */
  | 'FAILED'
  /** Not delivered yet: waiting for its next attempt. */
  | 'PENDING';

export type WebhookKind =
  /** A JSON body signed with the webhook's secret (the Splitpenny-Signature header), for your own systems. */
  | 'SIGNED'
  /** A Slack incoming webhook: a readable message in its channel. */
  | 'SLACK';

/** What happens once the test's verdict decides it (a winner, the control wins, no meaningful difference, finished undecided). STOP_AND_TELL (the default): the test stops, so no more sessions are charged, and the owner is told. SHIP_WINNER: a winner is shipped (served to every visitor untested, free); any other decision stops the test. KEEP_RUNNING: the owner is told; the test keeps taking visitors until its maximum or end date. */
export type WhenDecided =
  | 'KEEP_RUNNING'
  | 'SHIP_WINNER'
  | 'STOP_AND_TELL';

export type ChangeUserEmailMutationVariables = Exact<{
  input: ChangeUserEmailInput;
}>;


export type ChangeUserEmailMutation = { changeUserEmail: { id: string, email: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { id: string, token: string, cardNearingExpiry: boolean } };

export type DeleteUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserMutation = { deleteUser: { success: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, createdAt: string, directAffiliateSignup: boolean, stripeCustomerId: string | null, cardNearingExpiry: boolean, testSessionsRemaining: number, emailConfirmed: boolean, card: { brand: string, last4: string, expMonth: number, expYear: number } | null, sessionForecast: { daysLeft: number | null, runningLow: boolean } } };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { confirmEmail: { email: string } };

export type ResendEmailConfirmationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailConfirmationMutation = { resendEmailConfirmation: { id: string, email: string, emailConfirmed: boolean } };

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


export type AuthenticateUserMutation = { authenticateUser: { id: string | null, token: string | null, cardNearingExpiry: boolean | null, secondFactor: { challenge: string, methods: Array<SecondFactorMethod>, passkeyOptions: string | null } | null } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, token: string, cardNearingExpiry: boolean } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { success: boolean } };

export type LogOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutEverywhereMutation = { logOutEverywhere: { success: boolean } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { email: string, session: { id: string, token: string, cardNearingExpiry: boolean } | null } };

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


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string, prefix: string, scope: ApiKeyScope } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, scope: ApiKeyScope, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type SendContactMessageMutationVariables = Exact<{
  input: SendContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean } };

export type CreateUserFeedbackMutationVariables = Exact<{
  input: CreateUserFeedbackInput;
}>;


export type CreateUserFeedbackMutation = { createUserFeedback: { success: boolean } };

export type CreateGoalMutationVariables = Exact<{
  websiteId: string;
  input: GoalInput;
}>;


export type CreateGoalMutation = { createGoal: { id: string, name: string } };

export type UpdateGoalMutationVariables = Exact<{
  id: string;
  input: GoalInput;
}>;


export type UpdateGoalMutation = { updateGoal: { id: string, name: string } };

export type DeleteGoalMutationVariables = Exact<{
  id: string;
}>;


export type DeleteGoalMutation = { deleteGoal: { success: boolean } };

export type GoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GoalsQuery = { goals: Array<{ id: string, name: string }> };

export type WebsiteGoalsQueryVariables = Exact<{
  websiteId: string;
}>;


export type WebsiteGoalsQuery = { website: { id: string, name: string, url: string }, pages: { total: number, pages: Array<{ id: string, name: string, url: string }> }, goals: Array<{ id: string, name: string, websiteId: string | null, kind: ConversionKind | null, urlMatch: UrlMatch | null, target: string | null, amountSelector: string | null }> };

export type PageScriptSeenQueryVariables = Exact<{
  id: string;
}>;


export type PageScriptSeenQuery = { page: { id: string, url: string, scriptSeen: { page: string, at: string } | null } };

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


export type PagesQuery = { pages: { total: number, pages: Array<{ id: string, name: string, url: string, lastModified: string, websiteId: string, scriptSeen: { page: string, at: string } | null, website: { id: string, name: string, url: string } }> } };

export type PageQueryVariables = Exact<{
  id: string;
}>;


export type PageQuery = { page: { id: string, name: string, url: string, lastModified: string, websiteId: string, scriptSeen: { page: string, at: string } | null, website: { id: string, name: string, url: string } } };

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

export type ResultsFiguresFragment = { goalMetric: GoalMetric | null, goalKind: GoalKind, sessions: number, maxCases: number, controlValue: number | null, minimumLift: number, dailySessions: number | null, comparisons: Array<{ variantId: string, variantNo: number, sessions: number, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { lower: number, upper: number, liftLower: number, liftUpper: number | null, significant: boolean } | null }>, goals: Array<{ goalId: string, name: string, role: GoalRole, kind: GoalKind, metric: GoalMetric | null, revenue: boolean, controlValue: number | null, revenueCap: number | null, valueCap: number | null, called: boolean, guardrailBroken: boolean, variants: Array<{ variantId: string, variantNo: number, visitors: number, conversions: number | null, revenue: number | null }>, comparisons: Array<{ variantId: string, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { lower: number, upper: number, liftLower: number, liftUpper: number | null, significant: boolean } | null }> }>, sampleRatio: { pValue: number, mismatch: boolean } | null, networks: { largestShare: number, concentrated: boolean } | null, verdict: { kind: VerdictKind, action: VerdictAction, variantNo: number | null, chance: number | null, waitingForFullWeek: boolean, unreliableBecause: Array<UnreliableReason>, oneNetworkShare: number | null, harmedGuardrails: Array<string>, outlook: { sessions: number | null, days: number | null, moreThanAYear: boolean, withinTest: boolean } | null, causes: Array<{ kind: MismatchCauseKind, variantNo: number, redirects: boolean }> }, liftOverTime: Array<{ day: string, variantNo: number, sessions: number, lift: number | null, lower: number | null, upper: number | null }> };

export type PerformanceFiguresFragment = { variantId: string, variantNo: number, sessions: number, avgClicks: number, avgFormSubmits: number, avgScrolledDownPercentage: number, medianTimeOnPage: number, bounceRate: number, buttonData: { avgClicks: number, avgHovers: number }, formData: { avgClicks: number, avgHovers: number, submissionRate: number, medianTimeSpent: number } };

export type TestResultsPageQueryVariables = Exact<{
  id: string;
}>;


export type TestResultsPageQuery = { testSessionsRemaining: number, test: { id: string, name: string, active: boolean, status: TestStatus, shippedVariantId: string | null, goalName: string, maxCases: number, currency: Currency, changes: Array<{ what: TestChangeKind, at: string }>, variants: Array<{ id: string, name: string, variantNo: number, isControl: boolean, trafficAllocation: number, pageRedirectUrl: string | null }>, shareLink: { id: string, createdAt: string } | null }, testResults: { goalMetric: GoalMetric | null, goalKind: GoalKind, sessions: number, maxCases: number, controlValue: number | null, minimumLift: number, dailySessions: number | null, comparisons: Array<{ variantId: string, variantNo: number, sessions: number, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { lower: number, upper: number, liftLower: number, liftUpper: number | null, significant: boolean } | null }>, goals: Array<{ goalId: string, name: string, role: GoalRole, kind: GoalKind, metric: GoalMetric | null, revenue: boolean, controlValue: number | null, revenueCap: number | null, valueCap: number | null, called: boolean, guardrailBroken: boolean, variants: Array<{ variantId: string, variantNo: number, visitors: number, conversions: number | null, revenue: number | null }>, comparisons: Array<{ variantId: string, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { lower: number, upper: number, liftLower: number, liftUpper: number | null, significant: boolean } | null }> }>, sampleRatio: { pValue: number, mismatch: boolean } | null, networks: { largestShare: number, concentrated: boolean } | null, verdict: { kind: VerdictKind, action: VerdictAction, variantNo: number | null, chance: number | null, waitingForFullWeek: boolean, unreliableBecause: Array<UnreliableReason>, oneNetworkShare: number | null, harmedGuardrails: Array<string>, outlook: { sessions: number | null, days: number | null, moreThanAYear: boolean, withinTest: boolean } | null, causes: Array<{ kind: MismatchCauseKind, variantNo: number, redirects: boolean }> }, liftOverTime: Array<{ day: string, variantNo: number, sessions: number, lift: number | null, lower: number | null, upper: number | null }> }, testPerformanceData: Array<{ variantId: string, variantNo: number, sessions: number, avgClicks: number, avgFormSubmits: number, avgScrolledDownPercentage: number, medianTimeOnPage: number, bounceRate: number, buttonData: { avgClicks: number, avgHovers: number }, formData: { avgClicks: number, avgHovers: number, submissionRate: number, medianTimeSpent: number } }> };

export type SharedResultsQueryVariables = Exact<{
  token: string;
}>;


export type SharedResultsQuery = { sharedTestResults: { test: { id: string, name: string, goalName: string, maxCases: number, currency: Currency, live: boolean, changes: Array<{ what: TestChangeKind, at: string }>, variants: Array<{ id: string, name: string, variantNo: number, isControl: boolean, trafficAllocation: number }> }, testResults: { goalMetric: GoalMetric | null, goalKind: GoalKind, sessions: number, maxCases: number, controlValue: number | null, minimumLift: number, dailySessions: number | null, comparisons: Array<{ variantId: string, variantNo: number, sessions: number, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { lower: number, upper: number, liftLower: number, liftUpper: number | null, significant: boolean } | null }>, goals: Array<{ goalId: string, name: string, role: GoalRole, kind: GoalKind, metric: GoalMetric | null, revenue: boolean, controlValue: number | null, revenueCap: number | null, valueCap: number | null, called: boolean, guardrailBroken: boolean, variants: Array<{ variantId: string, variantNo: number, visitors: number, conversions: number | null, revenue: number | null }>, comparisons: Array<{ variantId: string, value: number | null, pValue: number | null, chanceToBeatControl: number | null, lift: { estimate: number, lower: number, upper: number } | null, sequential: { lower: number, upper: number, liftLower: number, liftUpper: number | null, significant: boolean } | null }> }>, sampleRatio: { pValue: number, mismatch: boolean } | null, networks: { largestShare: number, concentrated: boolean } | null, verdict: { kind: VerdictKind, action: VerdictAction, variantNo: number | null, chance: number | null, waitingForFullWeek: boolean, unreliableBecause: Array<UnreliableReason>, oneNetworkShare: number | null, harmedGuardrails: Array<string>, outlook: { sessions: number | null, days: number | null, moreThanAYear: boolean, withinTest: boolean } | null, causes: Array<{ kind: MismatchCauseKind, variantNo: number, redirects: boolean }> }, liftOverTime: Array<{ day: string, variantNo: number, sessions: number, lift: number | null, lower: number | null, upper: number | null }> }, testPerformanceData: Array<{ variantId: string, variantNo: number, sessions: number, avgClicks: number, avgFormSubmits: number, avgScrolledDownPercentage: number, medianTimeOnPage: number, bounceRate: number, buttonData: { avgClicks: number, avgHovers: number }, formData: { avgClicks: number, avgHovers: number, submissionRate: number, medianTimeSpent: number } }> } };

export type CreateTestShareLinkMutationVariables = Exact<{
  testId: string;
}>;


export type CreateTestShareLinkMutation = { createTestShareLink: { token: string, shareLink: { id: string, createdAt: string } } };

export type RevokeTestShareLinkMutationVariables = Exact<{
  testId: string;
}>;


export type RevokeTestShareLinkMutation = { revokeTestShareLink: { success: boolean } };

export type SecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorsQuery = { secondFactors: { totpEnabled: boolean, recoveryCodesLeft: number, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> } };

export type AuthenticateSecondFactorMutationVariables = Exact<{
  input: AuthenticateSecondFactorInput;
}>;


export type AuthenticateSecondFactorMutation = { authenticateSecondFactor: { id: string, token: string, cardNearingExpiry: boolean } };

export type StartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTotpEnrolmentMutation = { startTotpEnrolment: { secret: string, qrCodeSvg: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  input: ConfirmTotpEnrolmentInput;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { recoveryCodes: Array<string> | null } };

export type TurnOffTotpMutationVariables = Exact<{
  input: CurrentPasswordInput;
}>;


export type TurnOffTotpMutation = { turnOffTotp: { success: boolean } };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  input: CurrentPasswordInput;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { recoveryCodes: Array<string> | null } };

export type StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyRegistrationMutation = { startPasskeyRegistration: { options: string } };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  input: FinishPasskeyRegistrationInput;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration: { recoveryCodes: Array<string> | null, passkey: { id: string, name: string } } };

export type RemovePasskeyMutationVariables = Exact<{
  input: RemovePasskeyInput;
}>;


export type RemovePasskeyMutation = { removePasskey: { success: boolean } };

export type TestsListQueryVariables = Exact<{
  input?: TestsInput | null | undefined;
}>;


export type TestsListQuery = { tests: { total: number, tests: Array<{ id: string, name: string, status: TestStatus, startDate: string, endDate: string, pageUrl: string, testSessionsCount: number, variants: Array<{ variantNo: number }>, verdict: { kind: VerdictKind, variantNo: number | null, chance: number | null, unreliableBecause: Array<UnreliableReason> } }> } };

export type UpdateTestMutationVariables = Exact<{
  input: UpdateTestInput;
}>;


export type UpdateTestMutation = { updateTest: { id: string, name: string, description: string, goalId: string, goalName: string, startDate: string, endDate: string, maxCases: number, minimumLiftPercent: number, whenDecided: WhenDecided, targetDeviceNames: Array<string>, lastModified: string, changes: Array<{ what: TestChangeKind, at: string }> } };

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

export type StopTestMutationVariables = Exact<{
  id: string;
}>;


export type StopTestMutation = { stopTest: { id: string, active: boolean, status: TestStatus, stoppedAt: string | null } };

export type ShipWinnerMutationVariables = Exact<{
  input: ShipWinnerInput;
}>;


export type ShipWinnerMutation = { shipWinner: { id: string, active: boolean, status: TestStatus, shippedVariantId: string | null } };

export type UndoShipWinnerMutationVariables = Exact<{
  id: string;
}>;


export type UndoShipWinnerMutation = { undoShipWinner: { id: string, status: TestStatus, shippedVariantId: string | null } };

export type TestQueryVariables = Exact<{
  id: string;
}>;


export type TestQuery = { test: { id: string, name: string, description: string, active: boolean, status: TestStatus, stoppedAt: string | null, shippedVariantId: string | null, createdAt: string, startDate: string, endDate: string, lastModified: string, goalId: string, goalName: string, maxCases: number, minimumLiftPercent: number, whenDecided: WhenDecided, pageId: string, pageUrl: string, websiteId: string, websiteUrl: string, targetDeviceNames: Array<string>, testSessionsCount: number, variantRedirectUrls: Array<string>, secondaryGoals: Array<{ guardrail: boolean, goal: { id: string } }>, visitsLeftOut: { bots: number, otherOrigins: number }, variants: Array<{ id: string, name: string, description: string, variantNo: number, isControl: boolean, hasRedirect: boolean, pageRedirectUrl: string | null, cssCode: string, jsCode: string, trafficAllocation: number }> } };

export type CreateVisualEditorLinkMutationVariables = Exact<{
  variantId: string;
}>;


export type CreateVisualEditorLinkMutation = { createVisualEditorLink: { url: string, expiresAt: string } };

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

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, kind: WebhookKind, url: string, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  id: string;
}>;


export type WebhookDeliveriesQuery = { webhook: { id: string, deliveries: Array<{ id: string, event: string, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null }> } };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { signingSecret: string | null, webhook: { id: string, kind: WebhookKind, url: string } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { success: boolean } };

export type CreateWebsiteMutationVariables = Exact<{
  url: string;
  name: string;
}>;


export type CreateWebsiteMutation = { createWebsite: { acknowledged: boolean, insertedId: string } };

export type UpdateWebsiteMutationVariables = Exact<{
  input: UpdateWebsiteInput;
}>;


export type UpdateWebsiteMutation = { updateWebsite: { id: string, url: string, name: string, maxOrderValue: number | null, currency: Currency, extraOrigins: Array<string>, dailySessionBudget: number | null, lastModified: string } };

export type DeleteWebsiteMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebsiteMutation = { deleteWebsite: { success: boolean } };

export type WebsitesQueryVariables = Exact<{
  limit?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type WebsitesQuery = { websites: { total: number, websites: Array<{ id: string, url: string, name: string, maxOrderValue: number | null, currency: Currency, extraOrigins: Array<string>, dailySessionBudget: number | null, lastModified: string, scriptSeen: { page: string, at: string } | null, scriptSeenNearby: { page: string, at: string } | null }> } };

export type WebsiteQueryVariables = Exact<{
  id: string;
}>;


export type WebsiteQuery = { website: { id: string, url: string, name: string, maxOrderValue: number | null, currency: Currency, extraOrigins: Array<string>, dailySessionBudget: number | null, lastModified: string, scriptSeen: { page: string, at: string } | null, scriptSeenNearby: { page: string, at: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BankDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment BankDetailsFields on BankDetails {
  firstName
  lastName
  bankName
  country
  sortCode
  accountNumber
  iban
  swiftBic
}
    `, {"fragmentName":"BankDetailsFields"}) as unknown as TypedDocumentString<BankDetailsFieldsFragment, unknown>;
export const ResultsFiguresFragmentDoc = new TypedDocumentString(`
    fragment ResultsFigures on TestResults {
  goalMetric
  goalKind
  sessions
  maxCases
  controlValue
  comparisons {
    variantId
    variantNo
    sessions
    value
    pValue
    chanceToBeatControl
    lift {
      estimate
      lower
      upper
    }
    sequential {
      lower
      upper
      liftLower
      liftUpper
      significant
    }
  }
  goals {
    goalId
    name
    role
    kind
    metric
    revenue
    controlValue
    revenueCap
    valueCap
    called
    guardrailBroken
    variants {
      variantId
      variantNo
      visitors
      conversions
      revenue
    }
    comparisons {
      variantId
      value
      pValue
      chanceToBeatControl
      lift {
        estimate
        lower
        upper
      }
      sequential {
        lower
        upper
        liftLower
        liftUpper
        significant
      }
    }
  }
  sampleRatio {
    pValue
    mismatch
  }
  networks {
    largestShare
    concentrated
  }
  verdict {
    kind
    action
    variantNo
    chance
    waitingForFullWeek
    unreliableBecause
    oneNetworkShare
    outlook {
      sessions
      days
      moreThanAYear
      withinTest
    }
    causes {
      kind
      variantNo
      redirects
    }
    harmedGuardrails
  }
  minimumLift
  dailySessions
  liftOverTime {
    day
    variantNo
    sessions
    lift
    lower
    upper
  }
}
    `, {"fragmentName":"ResultsFigures"}) as unknown as TypedDocumentString<ResultsFiguresFragment, unknown>;
export const PerformanceFiguresFragmentDoc = new TypedDocumentString(`
    fragment PerformanceFigures on TestPerformance {
  variantId
  variantNo
  sessions
  avgClicks
  avgFormSubmits
  avgScrolledDownPercentage
  medianTimeOnPage
  bounceRate
  buttonData {
    avgClicks
    avgHovers
  }
  formData {
    avgClicks
    avgHovers
    submissionRate
    medianTimeSpent
  }
}
    `, {"fragmentName":"PerformanceFigures"}) as unknown as TypedDocumentString<PerformanceFiguresFragment, unknown>;
export const ChangeUserEmailDocument = new TypedDocumentString(`
    mutation ChangeUserEmail($input: ChangeUserEmailInput!) {
  changeUserEmail(input: $input) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeUserEmailMutation, ChangeUserEmailMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    id
    token
    cardNearingExpiry
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser {
  deleteUser {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    createdAt
    directAffiliateSignup
    stripeCustomerId
    cardNearingExpiry
    card {
      brand
      last4
      expMonth
      expYear
    }
    testSessionsRemaining
    emailConfirmed
    sessionForecast {
      daysLeft
      runningLow
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($input: ConfirmEmailInput!) {
  confirmEmail(input: $input) {
    email
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const ResendEmailConfirmationDocument = new TypedDocumentString(`
    mutation ResendEmailConfirmation {
  resendEmailConfirmation {
    id
    email
    emailConfirmed
  }
}
    `) as unknown as TypedDocumentString<ResendEmailConfirmationMutation, ResendEmailConfirmationMutationVariables>;
export const SendPasswordResetEmailDocument = new TypedDocumentString(`
    mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {
  sendPasswordResetEmail(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AuthenticateUserDocument = new TypedDocumentString(`
    mutation AuthenticateUser($input: AuthenticateUserInput!) {
  authenticateUser(input: $input) {
    id
    token
    cardNearingExpiry
    secondFactor {
      challenge
      methods
      passkeyOptions
    }
  }
}
    `) as unknown as TypedDocumentString<AuthenticateUserMutation, AuthenticateUserMutationVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    id
    token
    cardNearingExpiry
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const LogOutDocument = new TypedDocumentString(`
    mutation LogOut {
  logOut {
    success
  }
}
    `) as unknown as TypedDocumentString<LogOutMutation, LogOutMutationVariables>;
export const LogOutEverywhereDocument = new TypedDocumentString(`
    mutation LogOutEverywhere {
  logOutEverywhere {
    success
  }
}
    `) as unknown as TypedDocumentString<LogOutEverywhereMutation, LogOutEverywhereMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(input: $input) {
    email
    session {
      id
      token
      cardNearingExpiry
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ReferralsDocument = new TypedDocumentString(`
    query Referrals($input: PaginationInput) {
  referrals(input: $input) {
    users {
      id
      dateCreated
      conversionDate
      totalPayments
      totalCommissionsValue
    }
    total
  }
}
    `) as unknown as TypedDocumentString<ReferralsQuery, ReferralsQueryVariables>;
export const AffiliateSessionsDocument = new TypedDocumentString(`
    query AffiliateSessions($limit: Int, $skip: Int) {
  affiliateSessions(limit: $limit, skip: $skip) {
    sessions {
      id
      dateTime
    }
    total
  }
}
    `) as unknown as TypedDocumentString<AffiliateSessionsQuery, AffiliateSessionsQueryVariables>;
export const AffiliateTransactionsDocument = new TypedDocumentString(`
    query AffiliateTransactions($limit: Int, $skip: Int, $type: AffiliateTransactionType) {
  affiliateTransactions(limit: $limit, skip: $skip, type: $type) {
    transactions {
      id
      type
      amount
      dateTime
      qualified
      qualifiesAt
    }
    total
  }
}
    `) as unknown as TypedDocumentString<AffiliateTransactionsQuery, AffiliateTransactionsQueryVariables>;
export const AffiliateBalancesDocument = new TypedDocumentString(`
    query AffiliateBalances {
  affiliateBalancePending
  affiliateBalanceQualified
}
    `) as unknown as TypedDocumentString<AffiliateBalancesQuery, AffiliateBalancesQueryVariables>;
export const AffiliateMetricsDocument = new TypedDocumentString(`
    query AffiliateMetrics {
  affiliatePerformanceMetrics {
    freeReferrals
    payingReferrals
    totalReferrals
    freeReferralsLastWeek
    payingReferralsLastWeek
    freeReferralsLastMonth
    payingReferralsLastMonth
    freeReferralsLastQuarter
    payingReferralsLastQuarter
    freeReferralsLastYear
    payingReferralsLastYear
  }
  affiliateSessionMetrics {
    lastWeek
    lastMonth
    lastQuarter
    lastYear
    total
  }
}
    `) as unknown as TypedDocumentString<AffiliateMetricsQuery, AffiliateMetricsQueryVariables>;
export const AffiliatePayoutSetupDocument = new TypedDocumentString(`
    query AffiliatePayoutSetup {
  affiliatePayoutsEnabled
  userBankDetails {
    ...BankDetailsFields
  }
}
    fragment BankDetailsFields on BankDetails {
  firstName
  lastName
  bankName
  country
  sortCode
  accountNumber
  iban
  swiftBic
}`) as unknown as TypedDocumentString<AffiliatePayoutSetupQuery, AffiliatePayoutSetupQueryVariables>;
export const CreateAffiliateSessionDocument = new TypedDocumentString(`
    mutation CreateAffiliateSession($referrerId: String!) {
  createAffiliateSession(referrerId: $referrerId) {
    success
  }
}
    `) as unknown as TypedDocumentString<CreateAffiliateSessionMutation, CreateAffiliateSessionMutationVariables>;
export const SaveUserBankDetailsDocument = new TypedDocumentString(`
    mutation SaveUserBankDetails($input: BankDetailsInput!) {
  saveUserBankDetails(input: $input) {
    ...BankDetailsFields
  }
}
    fragment BankDetailsFields on BankDetails {
  firstName
  lastName
  bankName
  country
  sortCode
  accountNumber
  iban
  swiftBic
}`) as unknown as TypedDocumentString<SaveUserBankDetailsMutation, SaveUserBankDetailsMutationVariables>;
export const UpdateUserBankDetailsDocument = new TypedDocumentString(`
    mutation UpdateUserBankDetails($input: BankDetailsInput!) {
  updateUserBankDetails(input: $input) {
    ...BankDetailsFields
  }
}
    fragment BankDetailsFields on BankDetails {
  firstName
  lastName
  bankName
  country
  sortCode
  accountNumber
  iban
  swiftBic
}`) as unknown as TypedDocumentString<UpdateUserBankDetailsMutation, UpdateUserBankDetailsMutationVariables>;
export const AddInitialAffiliatePaymentDetailsDocument = new TypedDocumentString(`
    mutation AddInitialAffiliatePaymentDetails {
  addInitialAffiliatePaymentDetails
}
    `) as unknown as TypedDocumentString<AddInitialAffiliatePaymentDetailsMutation, AddInitialAffiliatePaymentDetailsMutationVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    secret
    apiKey {
      id
      name
      prefix
      scope
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys {
  apiKeys {
    id
    name
    prefix
    scope
    createdAt
    lastUsedAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const CreateUserFeedbackDocument = new TypedDocumentString(`
    mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {
  createUserFeedback(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<CreateUserFeedbackMutation, CreateUserFeedbackMutationVariables>;
export const CreateGoalDocument = new TypedDocumentString(`
    mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {
  createGoal(websiteId: $websiteId, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateGoalMutation, CreateGoalMutationVariables>;
export const UpdateGoalDocument = new TypedDocumentString(`
    mutation UpdateGoal($id: ID!, $input: GoalInput!) {
  updateGoal(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateGoalMutation, UpdateGoalMutationVariables>;
export const DeleteGoalDocument = new TypedDocumentString(`
    mutation DeleteGoal($id: ID!) {
  deleteGoal(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteGoalMutation, DeleteGoalMutationVariables>;
export const GoalsDocument = new TypedDocumentString(`
    query Goals {
  goals {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GoalsQuery, GoalsQueryVariables>;
export const WebsiteGoalsDocument = new TypedDocumentString(`
    query WebsiteGoals($websiteId: ID!) {
  website(id: $websiteId) {
    id
    name
    url
  }
  pages(input: {websiteId: $websiteId, limit: 1000}) {
    total
    pages {
      id
      name
      url
    }
  }
  goals(websiteId: $websiteId) {
    id
    name
    websiteId
    kind
    urlMatch
    target
    amountSelector
  }
}
    `) as unknown as TypedDocumentString<WebsiteGoalsQuery, WebsiteGoalsQueryVariables>;
export const PageScriptSeenDocument = new TypedDocumentString(`
    query PageScriptSeen($id: ID!) {
  page(id: $id) {
    id
    url
    scriptSeen {
      page
      at
    }
  }
}
    `) as unknown as TypedDocumentString<PageScriptSeenQuery, PageScriptSeenQueryVariables>;
export const CreateNewsletterSubscriberDocument = new TypedDocumentString(`
    mutation CreateNewsletterSubscriber($input: CreateNewsletterSubscriberInput!) {
  createNewsletterSubscriber(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<CreateNewsletterSubscriberMutation, CreateNewsletterSubscriberMutationVariables>;
export const CreatePageDocument = new TypedDocumentString(`
    mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) {
  createPage(url: $url, name: $name, websiteId: $websiteId) {
    acknowledged
    insertedId
  }
}
    `) as unknown as TypedDocumentString<CreatePageMutation, CreatePageMutationVariables>;
export const UpdatePageDocument = new TypedDocumentString(`
    mutation UpdatePage($input: UpdatePageInput!) {
  updatePage(input: $input) {
    id
    name
    url
    lastModified
    websiteId
  }
}
    `) as unknown as TypedDocumentString<UpdatePageMutation, UpdatePageMutationVariables>;
export const DeletePageDocument = new TypedDocumentString(`
    mutation DeletePage($id: ID!) {
  deletePage(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeletePageMutation, DeletePageMutationVariables>;
export const PagesDocument = new TypedDocumentString(`
    query Pages($input: PagesInput) {
  pages(input: $input) {
    pages {
      id
      name
      url
      lastModified
      websiteId
      scriptSeen {
        page
        at
      }
      website {
        id
        name
        url
      }
    }
    total
  }
}
    `) as unknown as TypedDocumentString<PagesQuery, PagesQueryVariables>;
export const PageDocument = new TypedDocumentString(`
    query Page($id: ID!) {
  page(id: $id) {
    id
    name
    url
    lastModified
    websiteId
    scriptSeen {
      page
      at
    }
    website {
      id
      name
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PageQuery, PageQueryVariables>;
export const ProcessCardUpdateSessionDocument = new TypedDocumentString(`
    mutation ProcessCardUpdateSession($customerId: String!) {
  processCardUpdateSession(customerId: $customerId) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<ProcessCardUpdateSessionMutation, ProcessCardUpdateSessionMutationVariables>;
export const ProcessCheckoutSessionDocument = new TypedDocumentString(`
    mutation ProcessCheckoutSession($email: String!, $credits: Float!) {
  processCheckoutSession(email: $email, credits: $credits) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<ProcessCheckoutSessionMutation, ProcessCheckoutSessionMutationVariables>;
export const CheckoutDocument = new TypedDocumentString(`
    query Checkout($id: ID!) {
  checkout(id: $id) {
    id
    status
    sessions
    amountMinor
  }
  testSessionsRemaining
}
    `) as unknown as TypedDocumentString<CheckoutQuery, CheckoutQueryVariables>;
export const SessionPricesDocument = new TypedDocumentString(`
    query SessionPrices {
  sessionPrices {
    version
    minimumSessions
    maximumSessions
    tiers {
      upTo
      pencePer1000
    }
  }
}
    `) as unknown as TypedDocumentString<SessionPricesQuery, SessionPricesQueryVariables>;
export const SessionPriceDocument = new TypedDocumentString(`
    query SessionPrice($sessions: Float!) {
  sessionPrice(sessions: $sessions) {
    sessions
    amountMinor
    priceVersion
  }
}
    `) as unknown as TypedDocumentString<SessionPriceQuery, SessionPriceQueryVariables>;
export const CreateAvatarGoalDocument = new TypedDocumentString(`
    mutation CreateAvatarGoal($input: AvatarGoalInput!) {
  createAvatarGoal(input: $input) {
    goalCategoryId
  }
}
    `) as unknown as TypedDocumentString<CreateAvatarGoalMutation, CreateAvatarGoalMutationVariables>;
export const UpdateAvatarGoalDocument = new TypedDocumentString(`
    mutation UpdateAvatarGoal($input: AvatarGoalInput!) {
  updateAvatarGoal(input: $input) {
    goalCategoryId
  }
}
    `) as unknown as TypedDocumentString<UpdateAvatarGoalMutation, UpdateAvatarGoalMutationVariables>;
export const CreateAvatarBusinessDocument = new TypedDocumentString(`
    mutation CreateAvatarBusiness($input: AvatarBusinessInput!) {
  createAvatarBusiness(input: $input) {
    businessName
  }
}
    `) as unknown as TypedDocumentString<CreateAvatarBusinessMutation, CreateAvatarBusinessMutationVariables>;
export const UpdateAvatarBusinessDocument = new TypedDocumentString(`
    mutation UpdateAvatarBusiness($input: AvatarBusinessInput!) {
  updateAvatarBusiness(input: $input) {
    businessName
  }
}
    `) as unknown as TypedDocumentString<UpdateAvatarBusinessMutation, UpdateAvatarBusinessMutationVariables>;
export const CreateAvatarDemographicsDocument = new TypedDocumentString(`
    mutation CreateAvatarDemographics($input: AvatarDemographicsInput!) {
  createAvatarDemographics(input: $input) {
    nickname
  }
}
    `) as unknown as TypedDocumentString<CreateAvatarDemographicsMutation, CreateAvatarDemographicsMutationVariables>;
export const UpdateAvatarDemographicsDocument = new TypedDocumentString(`
    mutation UpdateAvatarDemographics($input: AvatarDemographicsInput!) {
  updateAvatarDemographics(input: $input) {
    nickname
  }
}
    `) as unknown as TypedDocumentString<UpdateAvatarDemographicsMutation, UpdateAvatarDemographicsMutationVariables>;
export const CreateAvatarPreviousExperienceDocument = new TypedDocumentString(`
    mutation CreateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {
  createAvatarPreviousExperience(input: $input) {
    competitorIds
  }
}
    `) as unknown as TypedDocumentString<CreateAvatarPreviousExperienceMutation, CreateAvatarPreviousExperienceMutationVariables>;
export const UpdateAvatarPreviousExperienceDocument = new TypedDocumentString(`
    mutation UpdateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {
  updateAvatarPreviousExperience(input: $input) {
    competitorIds
  }
}
    `) as unknown as TypedDocumentString<UpdateAvatarPreviousExperienceMutation, UpdateAvatarPreviousExperienceMutationVariables>;
export const ProfileAnswersDocument = new TypedDocumentString(`
    query ProfileAnswers {
  avatarGoal {
    goalCategoryId
    otherGoalCategory
    goalComment
    improvements
    useCase
    siteConcerns
  }
  avatarBusiness {
    businessName
    industryId
    otherIndustry
    monthlyWebsiteTrafficId
    numEmployees
    primaryObjectiveId
    otherPrimaryObjective
  }
  avatarDemographics {
    nickname
    gender
    dob
    countryId
    educationLevelId
    jobCategoryId
    otherJobCategory
    businessPosition
    techSavvy
  }
  avatarPreviousExperience {
    competitorIds
    otherCompetitor
    notes
  }
  avatarProfileProgress {
    savedSteps
    stepToResume
    complete
  }
}
    `) as unknown as TypedDocumentString<ProfileAnswersQuery, ProfileAnswersQueryVariables>;
export const ProfileOptionsDocument = new TypedDocumentString(`
    query ProfileOptions {
  getAvailableAvatarGoals {
    id
    goalName
  }
  getAvatarBusinessIndustries {
    id
    name
  }
  getAvatarBusinessTrafficOptions {
    id
    name
  }
  getAvatarBusinessWebsiteObjectives {
    id
    name
  }
  countries {
    id
    name
  }
  educationLevels {
    id
    name
  }
  jobCategories {
    id
    name
  }
  competitors {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ProfileOptionsQuery, ProfileOptionsQueryVariables>;
export const TestResultsPageDocument = new TypedDocumentString(`
    query TestResultsPage($id: ID!) {
  test(id: $id) {
    id
    name
    active
    status
    shippedVariantId
    goalName
    maxCases
    currency
    changes {
      what
      at
    }
    variants {
      id
      name
      variantNo
      isControl
      trafficAllocation
      pageRedirectUrl
    }
    shareLink {
      id
      createdAt
    }
  }
  testResults(testId: $id) {
    ...ResultsFigures
  }
  testPerformanceData(testId: $id) {
    ...PerformanceFigures
  }
  testSessionsRemaining
}
    fragment ResultsFigures on TestResults {
  goalMetric
  goalKind
  sessions
  maxCases
  controlValue
  comparisons {
    variantId
    variantNo
    sessions
    value
    pValue
    chanceToBeatControl
    lift {
      estimate
      lower
      upper
    }
    sequential {
      lower
      upper
      liftLower
      liftUpper
      significant
    }
  }
  goals {
    goalId
    name
    role
    kind
    metric
    revenue
    controlValue
    revenueCap
    valueCap
    called
    guardrailBroken
    variants {
      variantId
      variantNo
      visitors
      conversions
      revenue
    }
    comparisons {
      variantId
      value
      pValue
      chanceToBeatControl
      lift {
        estimate
        lower
        upper
      }
      sequential {
        lower
        upper
        liftLower
        liftUpper
        significant
      }
    }
  }
  sampleRatio {
    pValue
    mismatch
  }
  networks {
    largestShare
    concentrated
  }
  verdict {
    kind
    action
    variantNo
    chance
    waitingForFullWeek
    unreliableBecause
    oneNetworkShare
    outlook {
      sessions
      days
      moreThanAYear
      withinTest
    }
    causes {
      kind
      variantNo
      redirects
    }
    harmedGuardrails
  }
  minimumLift
  dailySessions
  liftOverTime {
    day
    variantNo
    sessions
    lift
    lower
    upper
  }
}
fragment PerformanceFigures on TestPerformance {
  variantId
  variantNo
  sessions
  avgClicks
  avgFormSubmits
  avgScrolledDownPercentage
  medianTimeOnPage
  bounceRate
  buttonData {
    avgClicks
    avgHovers
  }
  formData {
    avgClicks
    avgHovers
    submissionRate
    medianTimeSpent
  }
}`) as unknown as TypedDocumentString<TestResultsPageQuery, TestResultsPageQueryVariables>;
export const SharedResultsDocument = new TypedDocumentString(`
    query SharedResults($token: String!) {
  sharedTestResults(token: $token) {
    test {
      id
      name
      goalName
      maxCases
      currency
      live
      changes {
        what
        at
      }
      variants {
        id
        name
        variantNo
        isControl
        trafficAllocation
      }
    }
    testResults {
      ...ResultsFigures
    }
    testPerformanceData {
      ...PerformanceFigures
    }
  }
}
    fragment ResultsFigures on TestResults {
  goalMetric
  goalKind
  sessions
  maxCases
  controlValue
  comparisons {
    variantId
    variantNo
    sessions
    value
    pValue
    chanceToBeatControl
    lift {
      estimate
      lower
      upper
    }
    sequential {
      lower
      upper
      liftLower
      liftUpper
      significant
    }
  }
  goals {
    goalId
    name
    role
    kind
    metric
    revenue
    controlValue
    revenueCap
    valueCap
    called
    guardrailBroken
    variants {
      variantId
      variantNo
      visitors
      conversions
      revenue
    }
    comparisons {
      variantId
      value
      pValue
      chanceToBeatControl
      lift {
        estimate
        lower
        upper
      }
      sequential {
        lower
        upper
        liftLower
        liftUpper
        significant
      }
    }
  }
  sampleRatio {
    pValue
    mismatch
  }
  networks {
    largestShare
    concentrated
  }
  verdict {
    kind
    action
    variantNo
    chance
    waitingForFullWeek
    unreliableBecause
    oneNetworkShare
    outlook {
      sessions
      days
      moreThanAYear
      withinTest
    }
    causes {
      kind
      variantNo
      redirects
    }
    harmedGuardrails
  }
  minimumLift
  dailySessions
  liftOverTime {
    day
    variantNo
    sessions
    lift
    lower
    upper
  }
}
fragment PerformanceFigures on TestPerformance {
  variantId
  variantNo
  sessions
  avgClicks
  avgFormSubmits
  avgScrolledDownPercentage
  medianTimeOnPage
  bounceRate
  buttonData {
    avgClicks
    avgHovers
  }
  formData {
    avgClicks
    avgHovers
    submissionRate
    medianTimeSpent
  }
}`) as unknown as TypedDocumentString<SharedResultsQuery, SharedResultsQueryVariables>;
export const CreateTestShareLinkDocument = new TypedDocumentString(`
    mutation CreateTestShareLink($testId: ID!) {
  createTestShareLink(testId: $testId) {
    token
    shareLink {
      id
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateTestShareLinkMutation, CreateTestShareLinkMutationVariables>;
export const RevokeTestShareLinkDocument = new TypedDocumentString(`
    mutation RevokeTestShareLink($testId: ID!) {
  revokeTestShareLink(testId: $testId) {
    success
  }
}
    `) as unknown as TypedDocumentString<RevokeTestShareLinkMutation, RevokeTestShareLinkMutationVariables>;
export const SecondFactorsDocument = new TypedDocumentString(`
    query SecondFactors {
  secondFactors {
    totpEnabled
    recoveryCodesLeft
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
}
    `) as unknown as TypedDocumentString<SecondFactorsQuery, SecondFactorsQueryVariables>;
export const AuthenticateSecondFactorDocument = new TypedDocumentString(`
    mutation AuthenticateSecondFactor($input: AuthenticateSecondFactorInput!) {
  authenticateSecondFactor(input: $input) {
    id
    token
    cardNearingExpiry
  }
}
    `) as unknown as TypedDocumentString<AuthenticateSecondFactorMutation, AuthenticateSecondFactorMutationVariables>;
export const StartTotpEnrolmentDocument = new TypedDocumentString(`
    mutation StartTotpEnrolment {
  startTotpEnrolment {
    secret
    qrCodeSvg
  }
}
    `) as unknown as TypedDocumentString<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = new TypedDocumentString(`
    mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
  confirmTotpEnrolment(input: $input) {
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const TurnOffTotpDocument = new TypedDocumentString(`
    mutation TurnOffTotp($input: CurrentPasswordInput!) {
  turnOffTotp(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<TurnOffTotpMutation, TurnOffTotpMutationVariables>;
export const RegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($input: CurrentPasswordInput!) {
  regenerateRecoveryCodes(input: $input) {
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const StartPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation StartPasskeyRegistration {
  startPasskeyRegistration {
    options
  }
}
    `) as unknown as TypedDocumentString<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>;
export const FinishPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
  finishPasskeyRegistration(input: $input) {
    passkey {
      id
      name
    }
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>;
export const RemovePasskeyDocument = new TypedDocumentString(`
    mutation RemovePasskey($input: RemovePasskeyInput!) {
  removePasskey(input: $input) {
    success
  }
}
    `) as unknown as TypedDocumentString<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const TestsListDocument = new TypedDocumentString(`
    query TestsList($input: TestsInput) {
  tests(input: $input) {
    tests {
      id
      name
      status
      startDate
      endDate
      pageUrl
      testSessionsCount
      variants {
        variantNo
      }
      verdict {
        kind
        variantNo
        chance
        unreliableBecause
      }
    }
    total
  }
}
    `) as unknown as TypedDocumentString<TestsListQuery, TestsListQueryVariables>;
export const UpdateTestDocument = new TypedDocumentString(`
    mutation UpdateTest($input: UpdateTestInput!) {
  updateTest(input: $input) {
    id
    name
    description
    goalId
    goalName
    startDate
    endDate
    maxCases
    minimumLiftPercent
    whenDecided
    targetDeviceNames
    lastModified
    changes {
      what
      at
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateTestMutation, UpdateTestMutationVariables>;
export const TestDurationEstimateDocument = new TypedDocumentString(`
    query TestDurationEstimate($input: TestDurationEstimateInput!) {
  testDurationEstimate(input: $input) {
    recentDailySessions
    dailySessions
    trafficSource
    baselineKind
    baseline
    baselineSource
    sessionsPerArm
    totalSessions
    days
    availableDays
    feasible
    problems
  }
}
    `) as unknown as TypedDocumentString<TestDurationEstimateQuery, TestDurationEstimateQueryVariables>;
export const CreateTestDocument = new TypedDocumentString(`
    mutation CreateTest($input: CreateTestInput!) {
  createTest(input: $input) {
    acknowledged
    insertedId
  }
}
    `) as unknown as TypedDocumentString<CreateTestMutation, CreateTestMutationVariables>;
export const ActivateTestDocument = new TypedDocumentString(`
    mutation ActivateTest($id: ID!) {
  activateTest(id: $id) {
    id
    active
    lastModified
  }
}
    `) as unknown as TypedDocumentString<ActivateTestMutation, ActivateTestMutationVariables>;
export const MakeTestInactiveDocument = new TypedDocumentString(`
    mutation MakeTestInactive($id: ID!) {
  makeTestInactive(id: $id) {
    id
    active
    lastModified
  }
}
    `) as unknown as TypedDocumentString<MakeTestInactiveMutation, MakeTestInactiveMutationVariables>;
export const DeleteTestDocument = new TypedDocumentString(`
    mutation DeleteTest($id: ID!) {
  deleteTest(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteTestMutation, DeleteTestMutationVariables>;
export const DeleteTestDataForTestDocument = new TypedDocumentString(`
    mutation DeleteTestDataForTest($id: ID!) {
  deleteTestDataForTest(id: $id) {
    id
    testSessionsCount
  }
}
    `) as unknown as TypedDocumentString<DeleteTestDataForTestMutation, DeleteTestDataForTestMutationVariables>;
export const SetTrafficAllocationsDocument = new TypedDocumentString(`
    mutation SetTrafficAllocations($input: SetTrafficAllocationsInput!) {
  setTrafficAllocations(input: $input) {
    id
    trafficAllocation
  }
}
    `) as unknown as TypedDocumentString<SetTrafficAllocationsMutation, SetTrafficAllocationsMutationVariables>;
export const StopTestDocument = new TypedDocumentString(`
    mutation StopTest($id: ID!) {
  stopTest(id: $id) {
    id
    active
    status
    stoppedAt
  }
}
    `) as unknown as TypedDocumentString<StopTestMutation, StopTestMutationVariables>;
export const ShipWinnerDocument = new TypedDocumentString(`
    mutation ShipWinner($input: ShipWinnerInput!) {
  shipWinner(input: $input) {
    id
    active
    status
    shippedVariantId
  }
}
    `) as unknown as TypedDocumentString<ShipWinnerMutation, ShipWinnerMutationVariables>;
export const UndoShipWinnerDocument = new TypedDocumentString(`
    mutation UndoShipWinner($id: ID!) {
  undoShipWinner(id: $id) {
    id
    status
    shippedVariantId
  }
}
    `) as unknown as TypedDocumentString<UndoShipWinnerMutation, UndoShipWinnerMutationVariables>;
export const TestDocument = new TypedDocumentString(`
    query Test($id: ID!) {
  test(id: $id) {
    id
    name
    description
    active
    status
    stoppedAt
    shippedVariantId
    createdAt
    startDate
    endDate
    lastModified
    goalId
    goalName
    secondaryGoals {
      guardrail
      goal {
        id
      }
    }
    maxCases
    minimumLiftPercent
    whenDecided
    pageId
    pageUrl
    websiteId
    websiteUrl
    targetDeviceNames
    testSessionsCount
    visitsLeftOut {
      bots
      otherOrigins
    }
    variantRedirectUrls
    variants {
      id
      name
      description
      variantNo
      isControl
      hasRedirect
      pageRedirectUrl
      cssCode
      jsCode
      trafficAllocation
    }
  }
}
    `) as unknown as TypedDocumentString<TestQuery, TestQueryVariables>;
export const CreateVisualEditorLinkDocument = new TypedDocumentString(`
    mutation CreateVisualEditorLink($variantId: ID!) {
  createVisualEditorLink(variantId: $variantId) {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateVisualEditorLinkMutation, CreateVisualEditorLinkMutationVariables>;
export const CreateTestVariantDocument = new TypedDocumentString(`
    mutation CreateTestVariant($input: CreateTestVariantInput!) {
  createTestVariant(input: $input) {
    id
    name
    variantNo
    trafficAllocation
  }
}
    `) as unknown as TypedDocumentString<CreateTestVariantMutation, CreateTestVariantMutationVariables>;
export const UpdateTestVariantDocument = new TypedDocumentString(`
    mutation UpdateTestVariant($input: UpdateTestVariantInput!) {
  updateTestVariant(input: $input) {
    id
    name
    description
    cssCode
    jsCode
    hasRedirect
    pageRedirectUrl
    trafficAllocation
    lastModified
  }
}
    `) as unknown as TypedDocumentString<UpdateTestVariantMutation, UpdateTestVariantMutationVariables>;
export const DeleteTestVariantDocument = new TypedDocumentString(`
    mutation DeleteTestVariant($id: ID!) {
  deleteTestVariant(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteTestVariantMutation, DeleteTestVariantMutationVariables>;
export const TestVariantDocument = new TypedDocumentString(`
    query TestVariant($id: ID!) {
  testVariant(id: $id) {
    id
    testId
    name
    description
    variantNo
    isControl
    hasRedirect
    pageRedirectUrl
    cssCode
    jsCode
    trafficAllocation
    createdAt
    lastModified
  }
}
    `) as unknown as TypedDocumentString<TestVariantQuery, TestVariantQueryVariables>;
export const TestVariantsDocument = new TypedDocumentString(`
    query TestVariants($testId: ID!) {
  testVariants(id: $testId) {
    id
    name
    variantNo
    isControl
    trafficAllocation
  }
}
    `) as unknown as TypedDocumentString<TestVariantsQuery, TestVariantsQueryVariables>;
export const WebhooksDocument = new TypedDocumentString(`
    query Webhooks {
  webhooks {
    id
    kind
    url
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($id: ID!) {
  webhook(id: $id) {
    id
    deliveries(limit: 20) {
      id
      event
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      lastAttemptAt
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = new TypedDocumentString(`
    mutation CreateWebhook($input: CreateWebhookInput!) {
  createWebhook(input: $input) {
    signingSecret
    webhook {
      id
      kind
      url
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const DeleteWebhookDocument = new TypedDocumentString(`
    mutation DeleteWebhook($id: ID!) {
  deleteWebhook(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const CreateWebsiteDocument = new TypedDocumentString(`
    mutation CreateWebsite($url: String!, $name: String!) {
  createWebsite(url: $url, name: $name) {
    acknowledged
    insertedId
  }
}
    `) as unknown as TypedDocumentString<CreateWebsiteMutation, CreateWebsiteMutationVariables>;
export const UpdateWebsiteDocument = new TypedDocumentString(`
    mutation UpdateWebsite($input: UpdateWebsiteInput!) {
  updateWebsite(input: $input) {
    id
    url
    name
    maxOrderValue
    currency
    extraOrigins
    dailySessionBudget
    lastModified
  }
}
    `) as unknown as TypedDocumentString<UpdateWebsiteMutation, UpdateWebsiteMutationVariables>;
export const DeleteWebsiteDocument = new TypedDocumentString(`
    mutation DeleteWebsite($id: ID!) {
  deleteWebsite(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteWebsiteMutation, DeleteWebsiteMutationVariables>;
export const WebsitesDocument = new TypedDocumentString(`
    query Websites($limit: Int, $skip: Int) {
  websites(limit: $limit, skip: $skip) {
    websites {
      id
      url
      name
      maxOrderValue
      currency
      extraOrigins
      dailySessionBudget
      lastModified
      scriptSeen {
        page
        at
      }
      scriptSeenNearby {
        page
        at
      }
    }
    total
  }
}
    `) as unknown as TypedDocumentString<WebsitesQuery, WebsitesQueryVariables>;
export const WebsiteDocument = new TypedDocumentString(`
    query Website($id: ID!) {
  website(id: $id) {
    id
    url
    name
    maxOrderValue
    currency
    extraOrigins
    dailySessionBudget
    lastModified
    scriptSeen {
      page
      at
    }
    scriptSeenNearby {
      page
      at
    }
  }
}
    `) as unknown as TypedDocumentString<WebsiteQuery, WebsiteQueryVariables>;