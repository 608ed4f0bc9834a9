import type { GraphQLError } from 'graphql';
import type { WorkspaceError } from '../../../application/workspace/workspace-errors';
import { conversionGoalMessages } from '../../../domain/ab-tests/conversion-goal-rules';
import { maxCasesBelowSessionsMessage, testEditMessages } from '../../../domain/ab-tests/test-edit-rules';
import { testDateMessages } from '../../../domain/ab-tests/test-rules';
import { emptyVariantMessage } from '../../../domain/ab-tests/variant-rules';
import { dailySessionBudgetMessages } from '../../../domain/websites/daily-session-budget-rules';
import { maxOrderValueMessages } from '../../../domain/websites/max-order-value-rules';
import type { SiteUrlProblem } from '../../../domain/websites/site-url';
import { extraOriginsMessage } from '../../../domain/websites/website-origin-rules';
import { fieldError, graphqlError } from '../errors';

const urlMessages: Record<SiteUrlProblem, string> = {
  'not-a-url': 'Enter a web address, like https://example.com',
  'not-http': 'The address must start with http:// or https://',
  'has-path': "Enter the website's address without a page, like https://example.com",
  'other-origin': "The page's address must be on its website",
};

/** Every expected failure of the workspace use cases, mapped once to what a client sees. */
export function workspaceErrorToGraphql(error: WorkspaceError): GraphQLError {
  switch (error.kind) {
    case 'WebsiteNotFound':
      return graphqlError('NOT_FOUND', 'There is no website with that id.');
    case 'PageNotFound':
      return graphqlError('NOT_FOUND', 'There is no page with that id.');
    case 'TestNotFound':
      return graphqlError('NOT_FOUND', 'There is no test with that id.');
    case 'VariantNotFound':
      return graphqlError('NOT_FOUND', 'There is no variant with that id.');
    case 'GoalNotFound':
      return fieldError('BAD_USER_INPUT', 'goalId', 'Choose one of the goals.');
    case 'ConversionGoalNotFound':
      return graphqlError('NOT_FOUND', 'There is no goal with that id.');
    case 'GoalNameTaken':
      return fieldError('CONFLICT', 'name', conversionGoalMessages.nameTaken);
    case 'TooManyGoals':
      return graphqlError('BAD_USER_INPUT', conversionGoalMessages.tooManyGoals);
    case 'GoalInUse':
      return graphqlError(
        'CONFLICT',
        `${error.tests === 1 ? 'A test measures' : `${error.tests} tests measure`} this goal; pick another goal for ${error.tests === 1 ? 'it' : 'them'} first.`,
      );
    case 'InvalidGoalTrigger':
      return fieldError('BAD_USER_INPUT', 'target', error.message);
    case 'TooManySecondaryGoals':
      return fieldError('BAD_USER_INPUT', 'secondaryGoals', conversionGoalMessages.tooManySecondary);
    case 'RepeatedGoal':
      return fieldError('BAD_USER_INPUT', 'secondaryGoals', conversionGoalMessages.repeatedGoal);
    case 'GoalOfOtherWebsite':
      return fieldError('BAD_USER_INPUT', 'secondaryGoals', conversionGoalMessages.otherWebsiteGoal);
    case 'WebsiteExists':
      return fieldError('CONFLICT', 'url', 'You have already added a website with this address.');
    case 'PageExists':
      return fieldError('CONFLICT', 'url', 'This website already has a page with this address.');
    case 'InvalidUrl':
      return fieldError('BAD_USER_INPUT', error.field, urlMessages[error.problem]);
    case 'InvalidMaxOrderValue':
      return fieldError('BAD_USER_INPUT', 'maxOrderValue', maxOrderValueMessages[error.problem]);
    case 'InvalidDailySessionBudget':
      return fieldError('BAD_USER_INPUT', 'dailySessionBudget', dailySessionBudgetMessages[error.problem]);
    case 'InvalidExtraOrigins':
      return fieldError('BAD_USER_INPUT', 'extraOrigins', extraOriginsMessage(error.problem, error.entry));
    case 'EndBeforeStart':
      return fieldError('BAD_USER_INPUT', 'endDate', testDateMessages.endNotAfterStart);
    case 'EndInPast':
      return fieldError('BAD_USER_INPUT', 'endDate', testDateMessages.endInPast);
    case 'EndNotInFuture':
      return fieldError('BAD_USER_INPUT', 'endDate', testEditMessages.endNotInFuture);
    case 'MaxCasesBelowSessions':
      return fieldError('BAD_USER_INPUT', 'maxCases', maxCasesBelowSessionsMessage(error.sessions));
    case 'AllocationsMustAddUp':
      return fieldError(
        'BAD_USER_INPUT',
        'trafficAllocation',
        `The traffic allocations of a test's variants must add up to 100%, not ${error.total}%. Change them, or ask to rebalance.`,
      );
    case 'ControlCannotBeDeleted':
      return graphqlError('BAD_USER_INPUT', 'The control is the original page and cannot be deleted.');
    case 'ControlCannotBeShipped':
      return fieldError(
        'BAD_USER_INPUT',
        'variantId',
        'The control is the original page: stop the test to keep it, or ship one of the variants.',
      );
    case 'ControlCannotBeEdited':
      return graphqlError('BAD_USER_INPUT', 'The control is the original page: edit one of the variants instead.');
    case 'ControlCannotRedirect':
      return fieldError(
        'BAD_USER_INPUT',
        'pageRedirectUrl',
        'The control shows the original page and cannot redirect.',
      );
    case 'VariantChangesNothing':
      // Named by the first of the fields that change the page, so a form shows it where the change is written.
      return fieldError('BAD_USER_INPUT', 'cssCode', emptyVariantMessage);
    default: {
      const unreachable: never = error;
      throw new Error(`Unmapped workspace error: ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The value of a successful result, or the mapped GraphQL error thrown. */
export function workspaceValue<T>(result: { ok: true; value: T } | { ok: false; error: WorkspaceError }): T {
  if (result.ok) return result.value;
  throw workspaceErrorToGraphql(result.error);
}
