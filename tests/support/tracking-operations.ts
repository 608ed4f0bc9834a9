import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../../adapters/config/config';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import { KyselyUnitOfWork } from '../../adapters/persistence/kysely-unit-of-work';
import { assignedVariantId, type EnrolmentVariant } from '../../domain/sessions/enrolment';
import type { UserId } from '../../domain/shared/ids';
import type {
  EnrolmentRequest,
  EventBatch,
  TrackerEvent,
  TrackingConfig,
} from '../../domain/tracking/tracking-protocol';
import { ME } from './account-operations';
import { tableCounts } from './count-rows';
import { browserUserAgent, visitorHeaders } from './visitor-browser';
import { postGraphql } from './graphql-request';
import {
  ACTIVATE_TEST,
  createPage,
  createTest,
  createVariant,
  createWebsite,
  createWorkspace,
  dataOf,
  getVariants,
  SET_TRAFFIC_ALLOCATIONS,
  uniqueSiteUrl,
  type TestInput,
  type VariantData,
  type Workspace,
} from './workspace-operations';

/** A workspace (70/30 test on /pricing) whose test is switched on, so the tracking endpoints serve it. */
export async function createLiveWorkspace(app: FastifyInstance, token: string): Promise<Workspace> {
  const workspace = await createWorkspace(app, token);
  dataOf(await postGraphql(app, ACTIVATE_TEST, { id: workspace.testId }, { bearer: token }));
  return workspace;
}

export async function fetchConfig(
  app: FastifyInstance,
  site: string,
  url: string | null,
  headers: Record<string, string> = {},
): Promise<{ response: LightMyRequestResponse; config: TrackingConfig | null }> {
  const query: Record<string, string> = url === null ? { site } : { site, url };
  const response = await app.inject({
    method: 'GET',
    url: '/api/track/config',
    query,
    headers: { 'user-agent': browserUserAgent, ...headers },
  });
  return { response, config: response.statusCode === 200 ? (response.json() as TrackingConfig) : null };
}

/**
 * Sent as the script sends it from a person's browser on a page of the body's website: a text/plain body, so
 * browsers need no CORS preflight.
 */
export function postTracking(
  app: FastifyInstance,
  path: 'enrol' | 'events',
  body: EnrolmentRequest | EventBatch | string | Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/track/${path}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...visitorHeaders(body), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** As postTracking sends it, from the client address `address`: each address is a network of its own to the server. */
export function postTrackingFrom(
  app: FastifyInstance,
  address: string,
  path: 'enrol' | 'events',
  body: EnrolmentRequest | EventBatch,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/track/${path}`,
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...visitorHeaders(body) },
    payload: JSON.stringify(body),
  });
}

/** The `n`th of 16 million distinct client addresses (10.0.0.0/8), each its own network. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let visitorCounter = 0;

export function newVisitorId(): string {
  visitorCounter += 1;
  return `visitor-${process.pid}-${visitorCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A test's variants with their shares, in variant-number order: how the script and the server assign visitors. */
export type Split = readonly EnrolmentVariant[];

/** The split of a workspace as made (createWorkspace, createTrackedWorkspace): the control 70%, the variant 30%. */
export function workspaceSplit(workspace: Pick<Workspace, 'controlId' | 'variantId'>): Split {
  return [
    { id: workspace.controlId, share: 70 },
    { id: workspace.variantId, share: 30 },
  ];
}

/** A test's split from its variants as GraphQL lists them (testVariants). */
export function splitOf(variants: readonly Pick<VariantData, 'id' | 'variantNo' | 'trafficAllocation'>[]): Split {
  return [...variants].sort((a, b) => a.variantNo - b.variantNo).map((v) => ({ id: v.id, share: v.trafficAllocation }));
}

/** The variant the hash puts `visitor` in: the one the script shows them and the server takes them in. */
export function hashPickedVariant(testId: string, visitor: string, split: Split): string {
  const variant = assignedVariantId({ testId, variants: split }, visitor);
  if (variant === null) throw new Error('a split without variants picks none');
  return variant;
}

/** A new visitor id that the hash puts in `variantId` of the test; throws if `split` gives that variant no share. */
export function visitorIn(testId: string, variantId: string, split: Split): string {
  if (!split.some((v) => v.id === variantId && v.share > 0)) throw new Error(`no visitor is ever put in ${variantId}`);
  for (;;) {
    const visitor = newVisitorId();
    if (hashPickedVariant(testId, visitor, split) === variantId) return visitor;
  }
}

/**
 * An enrolment as the script sends it: in the workspace's variant by default, or in `overrides.variant`, by a new
 * visitor whom the hash puts there; for `overrides.visitor` alone, in the variant the hash puts them in. Both given
 * are sent as given (a forged enrolment, when they disagree). `split` is the test's when it is not the workspace's
 * 70/30; a variant or test outside it is sent as given, by a new visitor.
 */
export function enrolment(
  workspace: Workspace,
  overrides: Partial<EnrolmentRequest> = {},
  split: Split = workspaceSplit(workspace),
): EnrolmentRequest {
  const test = overrides.test ?? workspace.testId;
  const inSplit = (variant: string): boolean => split.some((v) => v.id === variant && v.share > 0);
  const variant =
    overrides.variant ??
    (overrides.visitor !== undefined && test === workspace.testId
      ? hashPickedVariant(test, overrides.visitor, split)
      : workspace.variantId);
  const visitor =
    overrides.visitor ??
    (test === workspace.testId && inSplit(variant) ? visitorIn(test, variant, split) : newVisitorId());
  return { site: workspace.websiteId, test, variant, visitor, device: 3, ...overrides };
}

/** The tracking settings of a test application: the defaults, with `changes`. */
export function trackingSettings(changes: Partial<Config['tracking']> = {}): Config['tracking'] {
  return { ...loadConfig({ NODE_ENV: 'test' }).tracking, ...changes };
}

/** An event batch for `visitor` on the workspace's test, as the script sends it. */
export function eventBatch(
  workspace: Workspace,
  visitor: string,
  events: readonly TrackerEvent[],
  overrides: Partial<EventBatch> = {},
): EventBatch {
  return { site: workspace.websiteId, visitor, tests: [workspace.testId], events, ...overrides };
}

/** The owner's balance as they see it (`me.testSessionsRemaining`). */
export async function sessionsRemaining(app: FastifyInstance, token: string): Promise<number> {
  const reply = await postGraphql<{ me: { testSessionsRemaining: number } }>(app, ME, {}, { bearer: token });
  return dataOf(reply).me.testSessionsRemaining;
}

/** Row counts of every table tracking writes to, and of the ledger it charges, to show a request stored nothing. */
export function trackingTableCounts(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  return tableCounts(db, [
    'tracking_sessions',
    'tracking_events',
    'variant_metric_totals',
    'variant_metric_histograms',
    'credit_ledger',
  ]);
}

/** Moves an owner's balance by `amount` through the ledger, as an operator's adjustment does; gives the new balance. */
export async function adjustBalance(db: Kysely<DatabaseSchema>, userId: string, amount: number): Promise<number> {
  const recorded = await new KyselyUnitOfWork(db).run(({ credits }) =>
    credits.record({
      id: randomUUID(),
      userId: userId as UserId,
      reason: 'adjustment',
      reference: `adjustment:${randomUUID()}`,
      amount,
      createdAt: new Date(),
    }),
  );
  if (recorded === null) throw new Error('the adjustment was not recorded');
  return recorded.balanceAfter;
}

const CREATE_GOAL = `mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {
  createGoal(websiteId: $websiteId, input: $input) { id } }`;
const SET_PRIMARY_GOAL = `mutation SetPrimaryGoal($input: UpdateTestInput!) { updateTest(input: $input) { id } }`;

/**
 * A live 50/50 test measuring the website's `signup` event (a conversion rate, as a test deciding on sign-ups does),
 * with its split and the goal's id, for a goal event `{ k: 'goal', g: goalId }`.
 */
export async function createSignupTest(
  app: FastifyInstance,
  token: string,
): Promise<{ ws: Workspace; split: Split; goalId: number }> {
  const ws = await createTrackedWorkspace(app, token, { active: false });
  const split = [
    { id: ws.controlId, share: 50 },
    { id: ws.variantId, share: 50 },
  ];
  const bearer = { bearer: token };
  const allocations = split.map((v) => ({ variantId: v.id, trafficAllocation: v.share }));
  dataOf(await postGraphql(app, SET_TRAFFIC_ALLOCATIONS, { input: { testId: ws.testId, allocations } }, bearer));
  const input = { name: 'Signup', kind: 'CUSTOM_EVENT', target: 'signup' };
  const goal = dataOf(
    await postGraphql<{ createGoal: { id: string } }>(app, CREATE_GOAL, { websiteId: ws.websiteId, input }, bearer),
  ).createGoal;
  dataOf(await postGraphql(app, SET_PRIMARY_GOAL, { input: { id: ws.testId, goalId: goal.id } }, bearer));
  dataOf(await postGraphql(app, ACTIVATE_TEST, { id: ws.testId }, bearer));
  return { ws, split, goalId: Number(goal.id) };
}

/**
 * Like createLiveWorkspace (a 70/30 test on /pricing), with the test made from `test` (dates, cap, devices) and
 * switched on unless `active` is false.
 */
export async function createTrackedWorkspace(
  app: FastifyInstance,
  token: string,
  options: { readonly test?: TestInput; readonly active?: boolean; readonly siteUrl?: string } = {},
): Promise<Workspace> {
  const websiteUrl = options.siteUrl ?? uniqueSiteUrl('shop');
  const websiteId = await createWebsite(app, token, { url: websiteUrl, name: 'Shop' });
  const pageId = await createPage(app, token, websiteId, { url: '/pricing', name: 'Pricing' });
  const testId = await createTest(app, token, pageId, options.test);
  const variant = await createVariant(app, token, testId, { name: 'Short headline', trafficAllocation: 0 });
  const control = (await getVariants(app, token, testId)).find((v) => v.isControl);
  if (control === undefined) throw new Error('the test has no control');
  const allocations = [
    { variantId: control.id, trafficAllocation: 70 },
    { variantId: variant.id, trafficAllocation: 30 },
  ];
  dataOf(await postGraphql(app, SET_TRAFFIC_ALLOCATIONS, { input: { testId, allocations } }, { bearer: token }));
  if (options.active !== false) dataOf(await postGraphql(app, ACTIVATE_TEST, { id: testId }, { bearer: token }));
  return { websiteId, websiteUrl, pageId, testId, controlId: control.id, variantId: variant.id };
}
