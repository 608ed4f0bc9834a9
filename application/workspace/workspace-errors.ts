import type { InvalidGoalTrigger } from '../../domain/ab-tests/conversion-goal';
import type { EndBeforeStart, EndInPast } from '../../domain/ab-tests/test';
import type { TestGoalsProblem } from '../../domain/ab-tests/test-goals';
import type { EndNotInFuture, MaxCasesBelowSessions } from '../../domain/ab-tests/test-edit';
import type { AllocationsMustAddUp } from '../../domain/ab-tests/traffic-allocation';
import type { ControlCannotRedirect, VariantChangesNothing } from '../../domain/ab-tests/variant';
import type { DailySessionBudgetProblem } from '../../domain/websites/daily-session-budget-rules';
import type { MaxOrderValueProblem } from '../../domain/websites/max-order-value-rules';
import type { SiteUrlProblem } from '../../domain/websites/site-url';
import type { ExtraOriginProblem } from '../../domain/websites/website-origin-rules';

/**
 * Every expected failure of the workspace use cases (websites, pages, tests, variants). The tests' invariants are
 * the domain's own failures, so a use case returns them as they come.
 */
export type WorkspaceError =
  | { readonly kind: 'WebsiteNotFound' }
  | { readonly kind: 'PageNotFound' }
  | { readonly kind: 'TestNotFound' }
  | { readonly kind: 'VariantNotFound' }
  | { readonly kind: 'GoalNotFound' }
  | { readonly kind: 'ConversionGoalNotFound' }
  | { readonly kind: 'GoalNameTaken' }
  | { readonly kind: 'TooManyGoals' }
  | { readonly kind: 'GoalInUse'; readonly tests: number }
  | InvalidGoalTrigger
  | Exclude<TestGoalsProblem, { readonly kind: 'GoalNotFound' }>
  | { readonly kind: 'WebsiteExists' }
  | { readonly kind: 'PageExists' }
  | { readonly kind: 'InvalidUrl'; readonly field: 'url'; readonly problem: SiteUrlProblem }
  | { readonly kind: 'InvalidMaxOrderValue'; readonly problem: MaxOrderValueProblem }
  | { readonly kind: 'InvalidDailySessionBudget'; readonly problem: DailySessionBudgetProblem }
  | { readonly kind: 'InvalidExtraOrigins'; readonly problem: ExtraOriginProblem; readonly entry: string }
  | EndBeforeStart
  | EndInPast
  | EndNotInFuture
  | MaxCasesBelowSessions
  | AllocationsMustAddUp
  | { readonly kind: 'ControlCannotBeDeleted' }
  | { readonly kind: 'ControlCannotBeShipped' }
  | { readonly kind: 'ControlCannotBeEdited' }
  | ControlCannotRedirect
  | VariantChangesNothing;
