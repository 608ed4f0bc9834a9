import type { WebsiteId } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { conversionGoalMessages, eventNamePattern, selectorMaxLength, type UrlMatch } from './conversion-goal-rules';
import { pageVisitUrl } from './page-visit-rules';
import type { GoalId } from './goal';

/** What a visitor does, anywhere on the website, that counts as converting on a goal the owner defined. */
export const conversionKinds = [
  'page_visit',
  'element_click',
  'form_submission',
  'custom_event',
  'revenue',
  'revenue_on_page',
] as const;
export type ConversionKind = (typeof conversionKinds)[number];

export { urlMatches, type UrlMatch } from './conversion-goal-rules';

/**
 * A conversion goal's trigger. A page visit keeps the page's address on the website (`https://shop.example/thanks`),
 * with `*` standing for any characters in a pattern; clicks and submissions a CSS selector; custom events and revenue
 * the name the site passes to `splitpenny('track', name[, value])`.
 */
export type ConversionTrigger =
  | { readonly kind: 'page_visit'; readonly match: UrlMatch; readonly url: string }
  | { readonly kind: 'element_click' | 'form_submission'; readonly selector: string }
  | { readonly kind: 'custom_event' | 'revenue'; readonly event: string }
  /**
   * Revenue without code: a visit to the thank-you page (as a page visit's address), whose order total is read from
   * the element `amountSelector` matches, as money in the website's currency (domain/tracking/money-text.ts).
   */
  | {
      readonly kind: 'revenue_on_page';
      readonly match: UrlMatch;
      readonly url: string;
      readonly amountSelector: string;
    };

/** A goal an owner defined on one of their websites, which any test of that website can measure. */
export interface ConversionGoal {
  readonly id: GoalId;
  readonly websiteId: WebsiteId;
  readonly name: string;
  readonly trigger: ConversionTrigger;
}

/** Revenue adds up per visitor; every other conversion counts a visitor once. */
export function isRevenue(trigger: ConversionTrigger): boolean {
  return trigger.kind === 'revenue' || trigger.kind === 'revenue_on_page';
}

/** The trigger's one piece of text, by kind: the page's address, the CSS selector or the event name. */
export function triggerTarget(trigger: ConversionTrigger): string {
  if ('url' in trigger) return trigger.url;
  return 'event' in trigger ? trigger.event : trigger.selector;
}

export interface ConversionTriggerInput {
  readonly kind: ConversionKind;
  /** For a page visit; exact when left out. */
  readonly urlMatch?: UrlMatch | null;
  /** The page's address, the CSS selector or the event name, by kind. */
  readonly target: string;
  /** For revenue on a page: the CSS selector of the element holding the order total. */
  readonly amountSelector?: string | null;
}

export interface InvalidGoalTrigger {
  readonly kind: 'InvalidGoalTrigger';
  readonly message: string;
}

/**
 * The trigger an owner described, in its stored form: a page of the website in canonical form, a selector within
 * its limit, an event name of the allowed characters. Whether a selector parses is checked where it enters, by a
 * CSS parser (adapters/graphql), since the domain has none.
 */
export function conversionTrigger(
  input: ConversionTriggerInput,
  websiteUrl: string,
): Result<ConversionTrigger, InvalidGoalTrigger> {
  const target = input.target.trim();
  const invalid = (message: string) => fail({ kind: 'InvalidGoalTrigger' as const, message });
  switch (input.kind) {
    case 'page_visit': {
      const match = input.urlMatch ?? 'exact';
      const url = pageVisitUrl(target, match, websiteUrl);
      return url.ok ? ok({ kind: 'page_visit', match, url: url.url }) : invalid(url.message);
    }
    case 'revenue_on_page': {
      const match = input.urlMatch ?? 'exact';
      const url = pageVisitUrl(target, match, websiteUrl);
      if (!url.ok) return invalid(url.message);
      const amountSelector = (input.amountSelector ?? '').trim();
      if (amountSelector === '') return invalid(conversionGoalMessages.amountSelector);
      if (amountSelector.length > selectorMaxLength) return invalid(conversionGoalMessages.selectorTooLong);
      return ok({ kind: 'revenue_on_page', match, url: url.url, amountSelector });
    }
    case 'element_click':
    case 'form_submission':
      if (target === '') return invalid(conversionGoalMessages.selector);
      if (target.length > selectorMaxLength) return invalid(conversionGoalMessages.selectorTooLong);
      return ok({ kind: input.kind, selector: target });
    case 'custom_event':
    case 'revenue':
      return eventNamePattern.test(target)
        ? ok({ kind: input.kind, event: target })
        : invalid(conversionGoalMessages.eventName);
  }
}
