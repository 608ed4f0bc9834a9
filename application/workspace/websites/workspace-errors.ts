import type { SiteUrlProblem } from '../../../domain/websites/site-url';

/** Every expected failure of the workspace use cases (websites, pages, tests, variants). */
export type WorkspaceError =
  | { readonly kind: 'WebsiteNotFound' }
  | { readonly kind: 'PageNotFound' }
  | { readonly kind: 'TestNotFound' }
  | { readonly kind: 'VariantNotFound' }
  | { readonly kind: 'GoalNotFound' }
  | { readonly kind: 'WebsiteExists' }
  | { readonly kind: 'PageExists' }
  | { readonly kind: 'InvalidUrl'; readonly field: 'url'; readonly problem: SiteUrlProblem }
  | { readonly kind: 'EndBeforeStart' }
  | { readonly kind: 'AllocationsMustAddUp'; readonly total: number }
  | { readonly kind: 'ControlCannotBeDeleted' }
  | { readonly kind: 'ControlCannotRedirect' };
