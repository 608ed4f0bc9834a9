import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeliverWebhook } from '../../../application/decisions/deliver-webhook';
import { makeWatchVerdicts, type WatchVerdicts } from '../../../application/decisions/watch-verdicts';
import { noRollupsKept } from '../../../application/ports/rollups-changes';
import { webhookQueue } from '../../../adapters/background-jobs';
import { KyselyTestResultsSource } from '../../../adapters/persistence/kysely-test-results-source';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { RandomIdGenerator } from '../../../adapters/system/random-id-generator';
import { SystemClock } from '../../../adapters/system/system-clock';
import { HttpWebhookSender } from '../../../adapters/webhooks/http-webhook-sender';
import { signatureHeader, verifyWebhookSignature } from '../../../adapters/webhooks/webhook-signature';
import type { WebhookDeliveryId } from '../../../domain/shared/ids';
import { webhookDeliveryPolicy, type WebhookDeliveryPolicy } from '../../../domain/webhooks/webhook-delivery';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createTrackedWorkspace,
  enrolment,
  eventBatch,
  postTracking,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';
import { dataOf, daysFromNow, type TestInput, type Workspace } from '../../support/workspace-operations';

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A webhook receiver on loopback that answers each POST with the next status it is given (200 once they run out). */
function receiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let server: Server | null = null;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.statusCode = statuses.shift() ?? 200;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())));
  });
  return {
    received,
    answerNext: (...codes: number[]) => statuses.push(...codes),
    url: (path = '/hooks/splitpenny') => `http://127.0.0.1:${(server?.address() as AddressInfo).port}${path}`,
  };
}

const WEBHOOK_FIELDS = 'id kind url deliveries { status attempts lastStatusCode lastError event }';
const CREATE_WEBHOOK = `mutation CreateWebhook($input: CreateWebhookInput!) {
  createWebhook(input: $input) { signingSecret webhook { ${WEBHOOK_FIELDS} } } }`;
const WEBHOOKS = `query Webhooks { webhooks { ${WEBHOOK_FIELDS} } }`;
const WEBHOOK = `query Webhook($id: ID!) { webhook(id: $id) { ${WEBHOOK_FIELDS} } }`;
const DELETE_WEBHOOK = `mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { success } }`;
const STATUS = 'query Status($id: ID!) { test(id: $id) { status shippedVariantId } }';

interface WebhookData {
  readonly id: string;
  readonly deliveries: readonly {
    readonly status: string;
    readonly attempts: number;
    readonly lastStatusCode: number | null;
    readonly lastError: string | null;
  }[];
}

describe('a decided test: told once, by email and webhooks, and no more paying once decided', () => {
  const testApp = useTestApplication({
    tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }),
    webhookAllowLoopback: true,
  });
  const hook = receiver();
  const mailer = new RecordingMailer();
  const queued: WebhookDeliveryId[] = [];
  let watch: WatchVerdicts;

  beforeAll(() => {
    const { db } = testApp();
    watch = makeWatchVerdicts({
      uow: new KyselyUnitOfWork(db.database.db),
      source: new KyselyTestResultsSource(db.database.db),
      clock: new SystemClock(),
      ids: new RandomIdGenerator(),
      mailer,
      appUrl: 'https://app.splitpenny.test',
      rollupsChanges: noRollupsKept,
      enqueueDelivery: async (id) => {
        queued.push(id);
      },
    });
  });

  const deliver = (policy: WebhookDeliveryPolicy = webhookDeliveryPolicy, allowLoopback = true) =>
    makeDeliverWebhook({
      uow: new KyselyUnitOfWork(testApp().db.database.db),
      sender: new HttpWebhookSender({ allowLoopback, userAgent: 'test' }),
      clock: new SystemClock(),
      policy,
    });

  const graphql = async <Data>(owner: SignedUpUser, query: string, variables: Record<string, unknown> = {}) =>
    postGraphql<Data>(testApp().app, query, variables, { bearer: owner.token });

  /** `count` visitors of `variant`, each clicking `clicks` times. */
  async function visitors(ws: Workspace, variant: string, count: number, clicks: number): Promise<void> {
    const { app } = testApp();
    for (let i = 0; i < count; i += 1) {
      const body = enrolment(ws, { variant });
      expect((await postTracking(app, 'enrol', body)).json()).toEqual({ status: 'enrolled' });
      if (clicks === 0) continue;
      const events = Array.from({ length: clicks }, (_, at) => ({ k: 'click' as const, at }));
      expect((await postTracking(app, 'events', eventBatch(ws, body.visitor, events))).json()).toEqual({ counted: 1 });
    }
  }

  /** A test on clicks that started eight days ago (a full week run), whose variant B beats A beyond doubt. */
  async function decidedTest(owner: SignedUpUser, test: TestInput = {}): Promise<Workspace> {
    const ws = await createTrackedWorkspace(testApp().app, owner.token, {
      test: { startDate: daysFromNow(-8), endDate: daysFromNow(30), ...test },
    });
    await visitors(ws, ws.controlId, 10, 1);
    await visitors(ws, ws.controlId, 10, 0);
    await visitors(ws, ws.variantId, 20, 2);
    return ws;
  }

  const emailsTo = (owner: SignedUpUser) => mailer.sent.filter((email) => email.to === owner.email);

  it('stops a test that reaches a winner and tells its owner once, by email and a signed webhook', async () => {
    const owner = await signUp(testApp().app);
    const created = dataOf(
      await graphql<{ createWebhook: { signingSecret: string; webhook: WebhookData } }>(owner, CREATE_WEBHOOK, {
        input: { kind: 'SIGNED', url: hook.url() },
      }),
    ).createWebhook;
    expect(created.signingSecret).toMatch(/^whsec_/);
    const ws = await decidedTest(owner);

    await watch([ws.testId]);

    const [email, ...more] = emailsTo(owner);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('Headline test: B beats A with over 99% probability');
    expect(email?.text).toContain('The test has stopped, as you chose: no more sessions are charged');
    expect(email?.text).toContain(`https://app.splitpenny.test/user/tests/${ws.testId}/results`);
    const status = dataOf(await graphql<{ test: { status: string } }>(owner, STATUS, { id: ws.testId })).test;
    expect(status.status).toBe('STOPPED');

    // Its next visitor is not enrolled, and nothing is charged.
    const balance = await sessionsRemaining(testApp().app, owner.token);
    expect((await postTracking(testApp().app, 'enrol', enrolment(ws))).json()).toEqual({
      status: 'not_live',
      reason: 'inactive',
    });
    expect(await sessionsRemaining(testApp().app, owner.token)).toBe(balance);

    // Checked again, with nothing changed: not told twice.
    await watch(null);
    expect(emailsTo(owner)).toHaveLength(1);

    // The one delivery, signed with the secret shown once.
    const mine = queued.slice(-1);
    expect(mine).toHaveLength(1);
    const before = hook.received.length;
    expect(await deliver()(mine[0] as WebhookDeliveryId)).toMatchObject({ kind: 'delivered', statusCode: 200 });
    const [sent] = hook.received.slice(before);
    const signature = String(sent?.headers[signatureHeader.toLowerCase()]);
    expect(verifyWebhookSignature(created.signingSecret, signature, sent?.body ?? '', new Date())).toBe(true);
    expect(verifyWebhookSignature(created.signingSecret, signature, `${sent?.body ?? ''} `, new Date())).toBe(false);
    expect(verifyWebhookSignature('whsec_other', signature, sent?.body ?? '', new Date())).toBe(false);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      type: 'test.decided',
      test: { id: ws.testId, name: 'Headline test' },
      verdict: { kind: 'winner', variant: 'B', headline: 'B beats A with over 99% probability' },
      action: 'stopped',
    });
    const log = dataOf(await graphql<{ webhook: WebhookData }>(owner, WEBHOOK, { id: created.webhook.id })).webhook;
    expect(log.deliveries).toEqual([
      { status: 'DELIVERED', attempts: 1, lastStatusCode: 200, lastError: null, event: 'test.decided' },
    ]);
  });

  it('ships the winner when asked to, and keeps a test running when asked to, telling the owner each time', async () => {
    const owner = await signUp(testApp().app);
    const shipped = await decidedTest(owner, { whenDecided: 'SHIP_WINNER' });
    const running = await decidedTest(owner, { whenDecided: 'KEEP_RUNNING' });

    await watch([shipped.testId, running.testId]);

    const statusOf = async (id: string) =>
      dataOf(await graphql<{ test: { status: string; shippedVariantId: string | null } }>(owner, STATUS, { id })).test;
    expect(await statusOf(shipped.testId)).toEqual({ status: 'SHIPPED', shippedVariantId: shipped.variantId });
    expect(await statusOf(running.testId)).toEqual({ status: 'RUNNING', shippedVariantId: null });
    expect(emailsTo(owner).map((email) => email.text.split('\n')[0])).toEqual([
      'Your test Headline test has a verdict: B beats A with over 99% probability.',
      'Your test Headline test has a verdict: B beats A with over 99% probability.',
    ]);
    // Each test's email, found by its link: the two are sent in no particular order.
    const emailAbout = (testId: string) =>
      emailsTo(owner).find((email) => email.text.includes(`/user/tests/${testId}/results`))?.text;
    expect(emailAbout(shipped.testId)).toContain('B is shipped, as you chose');
    expect(emailAbout(running.testId)).toBeDefined();
    expect(emailAbout(running.testId)).not.toContain('as you chose');
    await watch([running.testId]);
    expect(emailsTo(owner)).toHaveLength(2);
  });

  it('retries a delivery the endpoint refuses, then marks it failed after its last attempt', async () => {
    const owner = await signUp(testApp().app);
    const { webhook } = dataOf(
      await graphql<{ createWebhook: { webhook: WebhookData } }>(owner, CREATE_WEBHOOK, {
        input: { kind: 'SIGNED', url: hook.url('/down') },
      }),
    ).createWebhook;
    const ws = await decidedTest(owner);
    await watch([ws.testId]);
    const id = queued.at(-1) as WebhookDeliveryId;
    const policy = { ...webhookDeliveryPolicy, maxAttempts: 2 };

    hook.answerNext(500, 503);
    expect(await deliver(policy)(id)).toMatchObject({ kind: 'retrying', attempts: 1, error: 'HTTP 500' });
    const pending = dataOf(await graphql<{ webhook: WebhookData }>(owner, WEBHOOK, { id: webhook.id })).webhook;
    expect(pending.deliveries).toEqual([
      { status: 'PENDING', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500', event: 'test.decided' },
    ]);
    expect(await deliver(policy)(id)).toMatchObject({ kind: 'failed', attempts: 2 });
    expect(await deliver(policy)(id)).toEqual({ kind: 'not-due' });
    const failed = dataOf(await graphql<{ webhook: WebhookData }>(owner, WEBHOOK, { id: webhook.id })).webhook;
    expect(failed.deliveries[0]).toMatchObject({ status: 'FAILED', attempts: 2, lastStatusCode: 503 });

    // The queue retries each failed attempt after a back-off doubling from 30 s, up to the policy's attempts.
    expect(webhookQueue.retry).toEqual({
      limit: webhookDeliveryPolicy.maxAttempts - 1,
      delaySeconds: 30,
      maxDelaySeconds: 3600,
    });
  });

  it('refuses to deliver to this machine unless the server allows loopback', async () => {
    const owner = await signUp(testApp().app);
    await graphql(owner, CREATE_WEBHOOK, { input: { kind: 'SIGNED', url: hook.url('/local') } });
    const ws = await decidedTest(owner);
    await watch([ws.testId]);
    const before = hook.received.length;
    const outcome = await deliver(webhookDeliveryPolicy, false)(queued.at(-1) as WebhookDeliveryId);
    expect(outcome).toMatchObject({ kind: 'retrying', error: expect.stringMatching(/^refused: 127\.0\.0\.1/) });
    expect(hook.received.length).toBe(before);
  });

  it("answers another owner's webhook ids with NOT_FOUND and lists each owner's own only", async () => {
    const owner = await signUp(testApp().app);
    const stranger = await signUp(testApp().app);
    const { webhook } = dataOf(
      await graphql<{ createWebhook: { webhook: WebhookData } }>(owner, CREATE_WEBHOOK, {
        input: { kind: 'SLACK', url: 'https://hooks.slack.com/services/T000/B000/XXXX' },
      }),
    ).createWebhook;

    const theirs = await graphql(stranger, WEBHOOK, { id: webhook.id });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const deleted = await graphql(stranger, DELETE_WEBHOOK, { id: webhook.id });
    expect(deleted.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const notAnId = await graphql(stranger, DELETE_WEBHOOK, { id: 'not-an-id' });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(dataOf(await graphql<{ webhooks: WebhookData[] }>(stranger, WEBHOOKS)).webhooks).toEqual([]);
    expect(dataOf(await graphql<{ webhooks: WebhookData[] }>(owner, WEBHOOKS)).webhooks.map((w) => w.id)).toEqual([
      webhook.id,
    ]);

    expect(dataOf(await graphql(owner, DELETE_WEBHOOK, { id: webhook.id }))).toEqual({
      deleteWebhook: { success: true },
    });
    expect(dataOf(await graphql<{ webhooks: WebhookData[] }>(owner, WEBHOOKS)).webhooks).toEqual([]);
  });

  it.each([
    ['SIGNED', 'ftp://example.com/hook', 'The address must start with https:// (or http://)'],
    ['SIGNED', 'https://user:pass@example.com/hook', 'Leave the user name and password out of the address'],
    ['SIGNED', 'http://10.1.2.3/hook', 'The address must be on the public internet'],
    ['SIGNED', 'http://169.254.169.254/latest/meta-data', 'The address must be on the public internet'],
    ['SIGNED', 'http://[::ffff:192.168.0.1]/hook', 'The address must be on the public internet'],
    ['SIGNED', 'http://printer.local/hook', 'The address must be on the public internet'],
    [
      'SLACK',
      'https://example.com/services/T000',
      'A Slack incoming webhook address starts with https://hooks.slack.com/',
    ],
    ['SIGNED', 'not a url', 'Enter a web address'],
  ])('refuses a %s webhook to %s, saying why', async (kind, url, message) => {
    const owner = await signUp(testApp().app);
    const reply = await graphql(owner, CREATE_WEBHOOK, { input: { kind, url } });
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toContain(message);
  });
});
