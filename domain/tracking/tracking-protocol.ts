/**
 * What the tracking script and the /api/track endpoints say to each other. Shared by both sides so they cannot
 * drift; the server validates every request against it with zod at the edge (adapters/http/tracking).
 */

// The QA parameter lives with the app's Preview links, in a module the web app may import.
export { forcedVariantParameter } from './preview-rules';

/**
 * GET /api/track/config?site=<websiteId>: the website's live tests, each with its page, asked for once per page load.
 * With `&url=<page URL>` (scripts of earlier releases): the live tests of that page only.
 */
export interface TrackingConfig {
  readonly tests: readonly TrackedTest[];
  /**
   * The conversion goals that tests of the website measure and that can still count (tests between their dates, not
   * stopped); left out when there are none. A visitor who converts sends a `goal` event on whatever page they are.
   */
  readonly goals?: readonly TrackedGoal[];
}

/**
 * GET /api/track/script.js?site=<websiteId>: the tracking script with this config written into it (the website's
 * live tests, as the config endpoint answers them for the whole website), and the website it belongs to.
 */
export interface SiteScriptConfig extends TrackingConfig {
  readonly site: string;
}

/**
 * A conversion goal as the script checks it: `visit` when the page's address without its query matches `match` (a
 * regular expression, conversion-goal-rules.ts), `click` and `submit` when the event's target is inside an element
 * matching the CSS selector `match`, `event` when the site calls `splitpenny('track', match[, value])`.
 */
export interface TrackedGoal {
  readonly id: number;
  readonly on: 'visit' | 'click' | 'submit' | 'event';
  readonly match: string;
  /**
   * A revenue goal on a visit: the CSS selector of the element whose text is the order total, read as money with
   * `digits` digits after the decimal point (the website's currency: money-text.ts).
   */
  readonly amount?: string;
  readonly digits?: number;
}

export interface TrackedTest {
  readonly id: string;
  /** The page it runs on, as `pageAddressesOf` gives a location's addresses. */
  readonly page: string;
  /** Device ids (1 mobile, 2 tablet, 3 desktop) the test runs on; empty means every device. */
  readonly devices: readonly number[];
  readonly variants: readonly TrackedVariant[];
  /** A shipped winner: its one variant is shown to every visitor, who is never enrolled and sends no events. */
  readonly shipped?: true;
}

export interface TrackedVariant {
  readonly id: string;
  readonly no: number;
  /** Percent of visitors, the test's variants adding up to 100. */
  readonly share: number;
  readonly css: string;
  readonly js: string;
  readonly redirect: string | null;
  /** What to hide while the page's config loads for a visitor in this variant (hideSelectors); empty for nothing. */
  readonly hide: string;
}

/**
 * POST /api/track/seen: the script runs on `page` (its address without the query), for the install check; sent by
 * each browser once a day per page at most, and carrying nothing about the visitor.
 */
export interface ScriptSighting {
  readonly site: string;
  readonly page: string;
}

/** POST /api/track/enrol: a visitor entered a test in a variant. The first time costs the owner one session. */
export interface EnrolmentRequest {
  readonly site: string;
  readonly test: string;
  readonly variant: string;
  readonly visitor: string;
  readonly device: number;
}

/** Why a test takes no visitors now; the script shows the original page. */
export type NotLiveReason =
  | 'inactive'
  | 'not_started'
  | 'ended'
  | 'full'
  | 'out_of_sessions'
  /** The owner has not confirmed their email address yet: their sessions cannot be spent until they do. */
  | 'email_unconfirmed'
  | 'other_device'
  /** The website's tests were charged its daily session budget today: paused until 00:00 UTC. */
  | 'daily_budget';

/**
 * Why a visit is not charged or counted although its test is live: a bot (its user agent, or the script saw an
 * automated browser), a page on an origin that is not the website's, a variant other than the one the visitor's id
 * picks, or a network that brought more new visitors than a real office would. The script shows the original page.
 */
export type RefusalReason = 'bot' | 'origin' | 'variant' | 'network_limit';

export type EnrolmentAnswer =
  | { readonly status: 'enrolled' }
  | { readonly status: 'returning' }
  | { readonly status: 'not_live'; readonly reason: NotLiveReason }
  | { readonly status: 'refused'; readonly reason: RefusalReason }
  | { readonly status: 'unknown' };

export const trackerEventKinds = [
  'click',
  'button_click',
  'button_hover',
  'form_click',
  'form_hover',
  'form_submit',
  'form_time',
  'scroll',
  'time',
  'leave',
  'goal',
] as const;

export type TrackerEventKind = (typeof trackerEventKinds)[number];

/**
 * One thing a visitor did. `at` is milliseconds since the page view began. `v` carries the measure of the kinds
 * that have one: `scroll` the deepest point reached in percent, `time` and `form_time` milliseconds of visible
 * time (or time in a form) since the last report, so that reports add up, and a revenue `goal` its value in the
 * currency's minor unit. A `goal` event names its goal in `g`.
 */
export interface TrackerEvent {
  readonly k: TrackerEventKind;
  readonly at: number;
  readonly v?: number;
  readonly g?: number;
}

/**
 * POST /api/track/events: what a visitor did on a page, counted for each listed test they are enrolled in (the tests
 * of this page, possibly none). A `goal` event counts instead for every test of the website the visitor is enrolled
 * in that measures the goal and can still count it, on whichever page it happened.
 */
export interface EventBatch {
  readonly site: string;
  readonly visitor: string;
  readonly tests: readonly string[];
  readonly events: readonly TrackerEvent[];
}

/** Limits the server enforces (400 beyond them) and the script respects. */
export const trackingLimits = {
  eventsPerBatch: 100,
  testsPerBatch: 20,
  /** A single `time` or `form_time` report: an hour at most. */
  maxReportedMs: 3_600_000,
  enrolmentBodyBytes: 1_024,
  eventBatchBodyBytes: 16_384,
  urlLength: 2_048,
} as const;

/** A visitor id: random, made by the script, kept in the site's localStorage (`\w`: A–Z, a–z, 0–9 and `_`). */
export const visitorIdPattern = /^[\w-]{8,64}$/;
