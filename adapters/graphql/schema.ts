import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import { guardMutations } from './guard-mutations';
import './accounts/account-schema';
import './affiliates/affiliate-schema';
import './affiliates/payout-schema';
import './accounts/api-key-schema';
import './accounts/auth-schema';
import './accounts/second-factor-schema';
import './accounts/session-forecast-schema';
import './accounts/session-schema';
import './accounts/email-confirmation-schema';
import './workspace/ab-tests/goals-schema';
import './workspace/ab-tests/test-duration-estimate-schema';
import './workspace/ab-tests/test-schema';
import './workspace/ab-tests/test-changes-schema';
import './workspace/ab-tests/update-test-schema';
import './workspace/ab-tests/variant-schema';
import './workspace/ab-tests/visual-editor-schema';
import './workspace/ab-tests/visits-left-out-schema';
import './newsletter/newsletter-schema';
import './feedback/feedback-schema';
import './contact/contact-schema';
import './decisions/webhook-schema';
import './payments/card-update-schema';
import './payments/checkout-schema';
import './payments/session-prices-schema';
import './profile/avatar-goal-schema';
import './profile/avatar-business-schema';
import './profile/avatar-demographics-schema';
import './profile/previous-experience-schema';
import './profile/profile-options-schema';
import './profile/profile-progress-schema';
import './results/test-performance-schema';
import './results/test-results-schema';
import './results/share-link-schema';
import './workspace/websites/page-schema';
import './workspace/websites/script-sighting-schema';
import './workspace/websites/website-schema';

let schema: GraphQLSchema | undefined;

/**
 * The one schema, built once from every context's module (imported above for their side effects), with every
 * mutation behind the API key gate.
 */
export function graphqlSchema(): GraphQLSchema {
  return (schema ??= guardMutations(builder.toSchema()));
}

/** The SDL committed as schema.graphql: sorted, so that it only changes when the API does. */
export function printGraphqlSchema(): string {
  return printSchema(lexicographicSortSchema(graphqlSchema()));
}
