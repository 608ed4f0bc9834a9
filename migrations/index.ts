import type { Migration } from 'kysely/migration';
import * as goals from './0001-goals';
import * as accounts from './0002-accounts';
import * as workspace from './0003-workspace';
import * as tracking from './0004-tracking';
import * as payments from './0005-payments';
import * as paymentEvents from './0006-payment-events';
import * as cardsAndRefunds from './0007-cards-and-refunds';
import * as affiliates from './0008-affiliates';
import * as profileFeedbackNewsletter from './0009-profile-feedback-newsletter';
import * as contactMessages from './0010-contact-messages';
import * as providerNeutralPayments from './0011-provider-neutral-payments';
import * as testDecisions from './0012-test-decisions';
import * as scriptSightings from './0013-script-sightings';
import * as testChanges from './0014-test-changes';
import * as lowBalanceWarnings from './0015-low-balance-warnings';
import * as conversionGoals from './0016-conversion-goals';
import * as verdictsOverTime from './0017-verdicts-over-time';
import * as paymentDisputes from './0018-payment-disputes';
import * as apiKeyScopes from './0019-api-key-scopes';
import * as sessionRevocations from './0020-session-revocations';
import * as trackingEventsByDay from './0021-tracking-events-by-day';
import * as emailDelivery from './0022-email-delivery';
import * as sharedState from './0023-shared-state';
import * as ingestedMessages from './0024-ingested-messages';
import * as visualEditorSessions from './0025-visual-editor-sessions';
import * as clientNetworks from './0026-client-networks';
import * as testPhases from './0033-test-phases';
import * as visitsLeftOut from './0034-visits-left-out';
import * as orderValuesAndSessionNetworks from './0036-order-values-and-session-networks';
import * as sessionSpikeWarnings from './0038-session-spike-warnings';
import * as websiteOrigins from './0039-website-origins';
import * as dailySessionBudgets from './0040-daily-session-budgets';
import * as emailConfirmations from './0042-email-confirmations';
import * as secondFactors from './0043-second-factors';
import * as decidedTests from './0046-decided-tests';
import * as testShareLinks from './0047-test-share-links';
import * as websiteCurrencies from './0048-website-currencies';

/**
 * Every migration, in order. Listed by hand rather than read from disk so that the set is fixed at build time
 * and a typo fails the type-check instead of a deploy. Forward-only: never edit or reorder a landed entry.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-goals': goals,
  '0002-accounts': accounts,
  '0003-workspace': workspace,
  '0004-tracking': tracking,
  '0005-payments': payments,
  '0006-payment-events': paymentEvents,
  '0007-cards-and-refunds': cardsAndRefunds,
  '0008-affiliates': affiliates,
  '0009-profile-feedback-newsletter': profileFeedbackNewsletter,
  '0010-contact-messages': contactMessages,
  '0011-provider-neutral-payments': providerNeutralPayments,
  '0012-test-decisions': testDecisions,
  '0013-script-sightings': scriptSightings,
  '0014-test-changes': testChanges,
  '0015-low-balance-warnings': lowBalanceWarnings,
  '0016-conversion-goals': conversionGoals,
  '0017-verdicts-over-time': verdictsOverTime,
  '0018-payment-disputes': paymentDisputes,
  '0019-api-key-scopes': apiKeyScopes,
  '0020-session-revocations': sessionRevocations,
  '0021-tracking-events-by-day': trackingEventsByDay,
  '0022-email-delivery': emailDelivery,
  '0023-shared-state': sharedState,
  '0024-ingested-messages': ingestedMessages,
  '0025-visual-editor-sessions': visualEditorSessions,
  '0026-client-networks': clientNetworks,
  '0033-test-phases': testPhases,
  '0034-visits-left-out': visitsLeftOut,
  '0036-order-values-and-session-networks': orderValuesAndSessionNetworks,
  '0038-session-spike-warnings': sessionSpikeWarnings,
  '0039-website-origins': websiteOrigins,
  '0040-daily-session-budgets': dailySessionBudgets,
  '0042-email-confirmations': emailConfirmations,
  '0043-second-factors': secondFactors,
  '0046-decided-tests': decidedTests,
  '0047-test-share-links': testShareLinks,
  '0048-website-currencies': websiteCurrencies,
};
