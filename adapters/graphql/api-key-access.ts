import type { ChangeAccess } from '../../domain/accounts/access';

/**
 * What every mutation asks of an API key, in one table (domain/accounts/access.ts says what each level means).
 * Queries need no entry: any key may read what its owner may. A mutation missing here stops the server at start
 * (guard-mutations.ts), and a test checks this table against the schema, so no new mutation is open to keys by
 * default. Mutations that need no sign-in at all are `write` too: a read key runs queries only.
 */
export const mutationAccess = {
  // The owner's credentials and the account itself: a leaked key must never take the account over.
  createApiKey: 'owner',
  revokeApiKey: 'owner',
  // A webhook sends the account's test results to an address of the caller's choosing: the owner signed in only.
  createWebhook: 'owner',
  deleteWebhook: 'owner',
  // A share link opens a test's results to anyone holding it, with no sign-in: the owner signed in only.
  createTestShareLink: 'owner',
  revokeTestShareLink: 'owner',
  changeUserEmail: 'owner',
  changePassword: 'owner',
  resetPassword: 'owner',
  sendPasswordResetEmail: 'owner',
  deleteUser: 'owner',
  // Sessions belong to signed-in browsers; a key is revoked on its own.
  logOut: 'owner',
  logOutEverywhere: 'owner',
  confirmEmailChange: 'owner',
  // Second factors: a key must never add or remove one.
  startTotpEnrolment: 'owner',
  confirmTotpEnrolment: 'owner',
  turnOffTotp: 'owner',
  regenerateRecoveryCodes: 'owner',
  startPasskeyRegistration: 'owner',
  finishPasskeyRegistration: 'owner',
  removePasskey: 'owner',
  confirmEmail: 'owner',
  resendEmailConfirmation: 'owner',
  // Money: buying sessions, the card charged, and where and how affiliate payouts are paid.
  processCheckoutSession: 'owner',
  processCardUpdateSession: 'owner',
  addInitialAffiliatePaymentDetails: 'owner',
  saveUserBankDetails: 'owner',
  updateUserBankDetails: 'owner',

  // Signing in and up, and the public forms: nothing of the key's account is touched.
  authenticateUser: 'write',
  authenticateSecondFactor: 'write',
  createUser: 'write',
  createAffiliateSession: 'write',
  createNewsletterSubscriber: 'write',
  sendContactMessage: 'write',
  createUserFeedback: 'write',
  // The owner's profile.
  createAvatarBusiness: 'write',
  createAvatarDemographics: 'write',
  createAvatarGoal: 'write',
  createAvatarPreviousExperience: 'write',
  updateAvatarBusiness: 'write',
  updateAvatarDemographics: 'write',
  updateAvatarGoal: 'write',
  updateAvatarPreviousExperience: 'write',
  // Websites, pages and tests: what an API key is for.
  createWebsite: 'write',
  updateWebsite: 'write',
  deleteWebsite: 'write',
  createPage: 'write',
  updatePage: 'write',
  deletePage: 'write',
  createTest: 'write',
  updateTest: 'write',
  deleteTest: 'write',
  deleteTestDataForTest: 'write',
  activateTest: 'write',
  makeTestInactive: 'write',
  stopTest: 'write',
  shipWinner: 'write',
  undoShipWinner: 'write',
  createTestTargetDevices: 'write',
  createTestVariant: 'write',
  updateTestVariant: 'write',
  deleteTestVariant: 'write',
  createVisualEditorLink: 'write',
  setTrafficAllocations: 'write',
  adjustMaxTestCasesToBeginner: 'write',
  createGoal: 'write',
  updateGoal: 'write',
  deleteGoal: 'write',
} as const satisfies Readonly<Record<string, ChangeAccess>>;

/** The access a mutation asks, or undefined for one nobody classified (a bug the start refuses). */
export function accessOfMutation(name: string): ChangeAccess | undefined {
  return Object.hasOwn(mutationAccess, name) ? mutationAccess[name as keyof typeof mutationAccess] : undefined;
}
