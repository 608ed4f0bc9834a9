import type { Viewer } from '../../../domain/accounts/viewer';
import type { WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { dailySessionBudgetProblem } from '../../../domain/websites/daily-session-budget-rules';
import { maxOrderValueProblem } from '../../../domain/websites/max-order-value-rules';
import { normaliseWebsiteUrl } from '../../../domain/websites/site-url';
import { normaliseExtraOrigins } from '../../../domain/websites/website-origin-rules';
import type { Currency } from '../../../domain/websites/currency-rules';
import type { Website } from '../../../domain/websites/website';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface UpdateWebsiteInput {
  readonly id: WebsiteId;
  /** null: unchanged. */
  readonly url: string | null;
  readonly name: string | null;
  /** Left out: unchanged; null: no maximum; a number: the most one order adds to revenue, in minor units. */
  readonly maxOrderValue?: number | null;
  /** Left out: unchanged; a list (empty for none): every other origin whose pages may enrol its visitors. */
  readonly extraOrigins?: readonly string[];
  /** Left out: unchanged; null: no budget; a number: the most sessions its tests may be charged in a UTC day. */
  readonly dailySessionBudget?: number | null;
  /** Left out: unchanged. Revenue already counted stays in the minor units it was counted in. */
  readonly currency?: Currency;
}

export type UpdateWebsite = (viewer: Viewer, input: UpdateWebsiteInput) => Promise<Result<Website, WorkspaceError>>;

/**
 * A new address moves the website's pages with it: their paths stay, their origin follows the website's. A new maximum
 * order value counts from the next order on: revenue already counted stays as it was. New other origins are accepted
 * from the next enrolment on, in every process (the tracking configs' change notice carries them).
 */
export function makeUpdateWebsite(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): UpdateWebsite {
  return (viewer, input) =>
    deps.uow.run(async ({ websites, pages }) => {
      const website = await websites.find(viewer.userId, input.id);
      if (website === null) return fail({ kind: 'WebsiteNotFound' });
      let url = website.url;
      if (input.url !== null) {
        const normalised = normaliseWebsiteUrl(input.url);
        if (!normalised.ok) return fail({ kind: 'InvalidUrl', field: 'url', problem: normalised.problem });
        url = normalised.url;
      }
      const maxOrderValue = input.maxOrderValue === undefined ? website.maxOrderValue : input.maxOrderValue;
      const problem = maxOrderValue === null ? null : maxOrderValueProblem(maxOrderValue);
      if (problem !== null) return fail({ kind: 'InvalidMaxOrderValue', problem });
      const dailySessionBudget =
        input.dailySessionBudget === undefined ? website.dailySessionBudget : input.dailySessionBudget;
      const budgetProblem = dailySessionBudget === null ? null : dailySessionBudgetProblem(dailySessionBudget);
      if (budgetProblem !== null) return fail({ kind: 'InvalidDailySessionBudget', problem: budgetProblem });
      const origins = normaliseExtraOrigins(input.extraOrigins ?? website.extraOrigins);
      if (!origins.ok) return fail({ kind: 'InvalidExtraOrigins', problem: origins.problem, entry: origins.entry });
      const changed: Website = {
        ...website,
        url,
        name: input.name ?? website.name,
        maxOrderValue,
        extraOrigins: origins.origins,
        dailySessionBudget,
        currency: input.currency ?? website.currency,
        lastModified: deps.clock.now(),
      };
      const outcome = await websites.update(changed);
      if (outcome === 'taken') return fail({ kind: 'WebsiteExists' });
      if (outcome === 'not-found') return fail({ kind: 'WebsiteNotFound' });
      if (changed.url !== website.url) {
        await pages.moveToOrigin(viewer.userId, website.id, website.url, changed.url, changed.lastModified);
      }
      return ok(changed);
    });
}
