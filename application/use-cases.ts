import type {
  GetAffiliateBalance,
  GetAffiliateSessionCounts,
  GetReferralCounts,
  ListAffiliateSessions,
  ListAffiliateTransactions,
  ListReferrals,
} from './affiliates/affiliate-queries';
import type { GetBankDetails, SaveBankDetails } from './affiliates/bank-details';
import type {
  GetPayoutAccount,
  GetPayoutSetup,
  SetPayoutAccountEnabled,
  StartPayoutOnboarding,
} from './affiliates/payout-setup';
import type { RecordAffiliateSession } from './affiliates/record-affiliate-session';
import type { CreateApiKey, ListApiKeys, RevokeApiKey } from './accounts/api-keys';
import type { AuthenticateUser } from './accounts/authenticate-user';
import type { ChangeUserEmail } from './accounts/change-user-email';
import type { CreateUser } from './accounts/create-user';
import type { DeleteUser } from './accounts/delete-user';
import type { GetCurrentUser } from './accounts/get-current-user';
import type { IdentifyBearer } from './accounts/identify-bearer';
import type { ResetPassword } from './accounts/reset-password';
import type { SendPasswordResetEmail } from './accounts/send-password-reset-email';
import type { ThrottleAttempt } from './accounts/throttle-attempt';
import type { AdjustMaxCasesToBeginner } from './workspace/ab-tests/adjust-max-cases-to-beginner';
import type { DeleteTest } from './workspace/ab-tests/delete-test';
import type { DeleteTestData } from './workspace/ab-tests/delete-test-data';
import type { EstimateTestDuration } from './workspace/ab-tests/estimate-test-duration';
import type { SetTestActive } from './workspace/ab-tests/set-test-active';
import type { SetTargetDevices } from './workspace/ab-tests/set-target-devices';
import type { CreateTest } from './workspace/ab-tests/create-test';
import type { CreateVariant } from './workspace/ab-tests/create-variant';
import type { DeleteVariant } from './workspace/ab-tests/delete-variant';
import type { GetTest, ListTests } from './workspace/ab-tests/test-queries';
import type { ListGoals } from './workspace/ab-tests/list-goals';
import type { SetTrafficAllocations } from './workspace/ab-tests/set-traffic-allocations';
import type { UpdateVariant } from './workspace/ab-tests/update-variant';
import type { GetVariant, ListVariants, ListVariantsForTests } from './workspace/ab-tests/variant-queries';
import type { CreatePage } from './workspace/websites/create-page';
import type { CreateWebsite } from './workspace/websites/create-website';
import type { DeletePage } from './workspace/websites/delete-page';
import type { DeleteWebsite } from './workspace/websites/delete-website';
import type { GetPage, ListPages } from './workspace/websites/page-queries';
import type { UpdatePage } from './workspace/websites/update-page';
import type { UpdateWebsite } from './workspace/websites/update-website';
import type { FindWebsites, GetWebsite, ListWebsites } from './workspace/websites/website-queries';
import type { CheckHealth } from './health/check-health';
import type { ConfirmNewsletterSubscription } from './newsletter/confirm-newsletter-subscription';
import type { SubscribeToNewsletter } from './newsletter/subscribe-to-newsletter';
import type { LookUpUnsubscribeLink, UnsubscribeFromNewsletter } from './newsletter/unsubscribe-from-newsletter';
import type { CreateUserFeedback } from './feedback/create-user-feedback';
import type { SendContactMessage } from './contact/send-contact-message';
import type { GetTestPerformance } from './results/get-test-performance';
import type { GetTestResults } from './results/get-test-results';
import type { GetCheckout, GetCheckoutForPayment } from './payments/get-checkout';
import type { HandlePaymentEvent } from './payments/handle-payment-event';
import type { NotifyOutOfSessions } from './tracking/notify-out-of-sessions';
import type { GetPriceTable, QuoteSessions } from './payments/quote-sessions';
import type { CancelCardUpdate, CompleteCardUpdate, GetCardUpdate } from './payments/save-card';
import type { CancelCheckout, CompleteCheckout, FailCheckout } from './payments/settle-checkout';
import type { StartCardUpdate } from './payments/start-card-update';
import type { StartCheckout } from './payments/start-checkout';
import type { EnrolVisitors } from './tracking/enrol-visitors';
import type { GetTrackingConfig } from './tracking/get-tracking-config';
import type { RecordEvents } from './tracking/record-events';
import type {
  GetProfileStep,
  GetWizardProgress,
  HasPreviousExperience,
  ListProfileOptions,
} from './profile/profile-queries';
import type { SaveProfileStep } from './profile/save-profile-step';

/** Every use case the adapters may call, bound to its ports by the composition root. */
export interface UseCases {
  readonly checkHealth: CheckHealth;
  readonly listGoals: ListGoals;
  readonly createUser: CreateUser;
  readonly authenticateUser: AuthenticateUser;
  readonly sendPasswordResetEmail: SendPasswordResetEmail;
  readonly resetPassword: ResetPassword;
  readonly changeUserEmail: ChangeUserEmail;
  readonly deleteUser: DeleteUser;
  readonly getCurrentUser: GetCurrentUser;
  readonly identifyBearer: IdentifyBearer;
  readonly throttleAttempt: ThrottleAttempt;
  readonly createApiKey: CreateApiKey;
  readonly listApiKeys: ListApiKeys;
  readonly revokeApiKey: RevokeApiKey;
  readonly listWebsites: ListWebsites;
  readonly getWebsite: GetWebsite;
  readonly findWebsites: FindWebsites;
  readonly createWebsite: CreateWebsite;
  readonly updateWebsite: UpdateWebsite;
  readonly deleteWebsite: DeleteWebsite;
  readonly listPages: ListPages;
  readonly getPage: GetPage;
  readonly createPage: CreatePage;
  readonly updatePage: UpdatePage;
  readonly deletePage: DeletePage;
  readonly listTests: ListTests;
  readonly getTest: GetTest;
  readonly createTest: CreateTest;
  readonly setTargetDevices: SetTargetDevices;
  readonly setTestActive: SetTestActive;
  readonly deleteTestData: DeleteTestData;
  readonly deleteTest: DeleteTest;
  readonly adjustMaxCasesToBeginner: AdjustMaxCasesToBeginner;
  readonly estimateTestDuration: EstimateTestDuration;
  readonly getVariant: GetVariant;
  readonly listVariants: ListVariants;
  readonly listVariantsForTests: ListVariantsForTests;
  readonly createVariant: CreateVariant;
  readonly updateVariant: UpdateVariant;
  readonly setTrafficAllocations: SetTrafficAllocations;
  readonly deleteVariant: DeleteVariant;
  readonly getTrackingConfig: GetTrackingConfig;
  readonly enrolVisitors: EnrolVisitors;
  readonly recordEvents: RecordEvents;
  readonly getTestPerformance: GetTestPerformance;
  readonly getTestResults: GetTestResults;
  readonly getPriceTable: GetPriceTable;
  readonly quoteSessions: QuoteSessions;
  readonly startCheckout: StartCheckout;
  readonly completeCheckout: CompleteCheckout;
  readonly handlePaymentEvent: HandlePaymentEvent;
  readonly notifyOutOfSessions: NotifyOutOfSessions;
  readonly cancelCheckout: CancelCheckout;
  readonly failCheckout: FailCheckout;
  readonly startCardUpdate: StartCardUpdate;
  readonly completeCardUpdate: CompleteCardUpdate;
  readonly cancelCardUpdate: CancelCardUpdate;
  readonly cardUpdateForPage: GetCardUpdate;
  readonly getCheckout: GetCheckout;
  readonly checkoutForPayment: GetCheckoutForPayment;
  readonly recordAffiliateSession: RecordAffiliateSession;
  readonly getAffiliateBalance: GetAffiliateBalance;
  readonly listReferrals: ListReferrals;
  readonly getReferralCounts: GetReferralCounts;
  readonly getAffiliateSessionCounts: GetAffiliateSessionCounts;
  readonly listAffiliateSessions: ListAffiliateSessions;
  readonly listAffiliateTransactions: ListAffiliateTransactions;
  readonly saveBankDetails: SaveBankDetails;
  readonly updateBankDetails: SaveBankDetails;
  readonly getBankDetails: GetBankDetails;
  readonly getPayoutSetup: GetPayoutSetup;
  readonly startPayoutOnboarding: StartPayoutOnboarding;
  readonly payoutAccountForPage: GetPayoutAccount;
  readonly setPayoutAccountEnabled: SetPayoutAccountEnabled;
  readonly getAvatarGoal: GetProfileStep<'goals'>;
  readonly getAvatarBusiness: GetProfileStep<'business'>;
  readonly getAvatarDemographics: GetProfileStep<'demographics'>;
  readonly getAvatarPreviousExperience: GetProfileStep<'previousExperience'>;
  readonly hasPreviousExperience: HasPreviousExperience;
  readonly getWizardProgress: GetWizardProgress;
  readonly listProfileOptions: ListProfileOptions;
  readonly createAvatarGoal: SaveProfileStep<'goals'>;
  readonly updateAvatarGoal: SaveProfileStep<'goals'>;
  readonly createAvatarBusiness: SaveProfileStep<'business'>;
  readonly updateAvatarBusiness: SaveProfileStep<'business'>;
  readonly createAvatarDemographics: SaveProfileStep<'demographics'>;
  readonly updateAvatarDemographics: SaveProfileStep<'demographics'>;
  readonly createAvatarPreviousExperience: SaveProfileStep<'previousExperience'>;
  readonly updateAvatarPreviousExperience: SaveProfileStep<'previousExperience'>;
  readonly subscribeToNewsletter: SubscribeToNewsletter;
  readonly confirmNewsletterSubscription: ConfirmNewsletterSubscription;
  readonly lookUpUnsubscribeLink: LookUpUnsubscribeLink;
  readonly unsubscribeFromNewsletter: UnsubscribeFromNewsletter;
  readonly createUserFeedback: CreateUserFeedback;
  readonly sendContactMessage: SendContactMessage;
}
