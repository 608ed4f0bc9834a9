import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { loopbackClient, postFromNetwork } from './support/client-network';
import { confirmByMailbox } from './support/confirm-by-mailbox';
import { visitorIn } from './support/demo-owner-api';
import { graphqlClient } from './support/graphql-client';
import { testPassword, uniqueEmail } from './support/new-account';

/**
 * A test reaching a winner, as its owner lives it: one email in the mailbox, one signed delivery to their webhook (a
 * receiver on loopback, which this server allows), and with "stop and tell me" (the default) its next visitors are
 * neither enrolled nor charged.
 */
const day = 86_400_000;
const siteUrl = 'https://decided-shop.example';

let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('a test reaching a winner sends one email and one signed webhook, and stops charging', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const serverUrl = baseURL ?? '';
  let token = '';
  const graphql = graphqlClient(request, serverUrl, () => token);
  const email = uniqueEmail('decided-owner');
  token = (
    await graphql<{ createUser: { token: string } }>(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
      { input: { email, password: testPassword } },
    )
  ).createUser.token;
  // Until the address is confirmed none of the owner's tests takes visitors.
  await confirmByMailbox(request, serverUrl, graphql, email);
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/splitpenny`;
  const { createWebhook } = await graphql<{ createWebhook: { signingSecret: string } }>(
    'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { signingSecret } }',
    { input: { kind: 'SIGNED', url: hookUrl } },
  );
  const websiteId = (
    await graphql<{ createWebsite: { insertedId: string } }>(
      'mutation($url: String!) { createWebsite(name: "Decided shop", url: $url) { insertedId } }',
      { url: siteUrl },
    )
  ).createWebsite.insertedId;
  const pageId = (
    await graphql<{ createPage: { insertedId: string } }>(
      'mutation($websiteId: ID!) { createPage(name: "Signup", url: "/sign-up", websiteId: $websiteId) { insertedId } }',
      { websiteId },
    )
  ).createPage.insertedId;
  // Eight days ago: no winner is given before a test has run a full week. "When decided" left as it comes.
  const testId = (
    await graphql<{ createTest: { insertedId: string } }>(
      'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
      {
        input: {
          pageId,
          name: 'Decided form',
          goalId: '2',
          startDate: new Date(Date.now() - 8 * day).toISOString(),
          endDate: new Date(Date.now() + 30 * day).toISOString(),
          maxCases: 100,
        },
      },
    )
  ).createTest.insertedId;
  await graphql('mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }', {
    input: { testId, name: 'Three fields', cssCode: '.extra { display: none; }', rebalance: true },
  });
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  const { testVariants } = await graphql<{ testVariants: { id: string; variantNo: number }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id variantNo } }',
    { id: testId },
  );
  const balance = async () =>
    (await graphql<{ testSessionsRemaining: number }>('query { testSessionsRemaining }')).testSessionsRemaining;

  // B's twelve visitors all submit the form, A's none: B wins beyond doubt.
  let clients = 0;
  const enrol = (variantId: string, visitor: string) =>
    postFromNetwork(`${serverUrl}/api/track/enrol`, loopbackClient((clients += 1)), siteUrl, {
      site: websiteId,
      test: testId,
      variant: variantId,
      visitor,
      device: 3,
    });
  for (const variant of testVariants) {
    for (let index = 0; index < 12; index += 1) {
      const visitor = visitorIn(testId, variant.variantNo, `decided${index}`);
      expect(await enrol(variant.id, visitor)).toEqual({ status: 'enrolled' });
      if (variant.variantNo === 0) continue;
      const batch = await request.post(`${serverUrl}/api/track/events`, {
        headers: { 'content-type': 'text/plain', origin: siteUrl },
        data: JSON.stringify({ site: websiteId, visitor, tests: [testId], events: [{ k: 'form_submit', at: 900 }] }),
      });
      expect(batch.ok()).toBe(true);
    }
  }

  const subject = 'Decided form: B beats A with over 99% probability';
  const emailsInMailbox = async () => {
    const mailbox = await (await request.get(`${serverUrl}/dev/mailbox`)).text();
    return mailbox.split(`${subject} — to ${email}`).length - 1;
  };
  await expect.poll(emailsInMailbox, { timeout: 60_000 }).toBe(1);
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);

  // The body, signed with the secret shown once: t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">.
  const [delivery] = received;
  const header = String(delivery?.headers['splitpenny-signature']);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  const expected = createHmac('sha256', createWebhook.signingSecret).update(`${t}.${delivery?.body}`).digest('hex');
  expect(v1).toBe(expected);
  expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
    type: 'test.decided',
    test: { id: testId, name: 'Decided form' },
    verdict: { kind: 'winner', variant: 'B' },
    action: 'stopped',
  });

  // Stopped: its next visitors are not enrolled, and nothing more is charged.
  const { test: decided } = await graphql<{ test: { status: string } }>(
    'query($id: ID!) { test(id: $id) { status } }',
    {
      id: testId,
    },
  );
  expect(decided.status).toBe('STOPPED');
  const before = await balance();
  const later = testVariants[1];
  expect(await enrol(later?.id ?? '', visitorIn(testId, 1, 'after-decision'))).toMatchObject({ status: 'not_live' });
  expect(await balance()).toBe(before);
  // Told once: a later check finds no change.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await emailsInMailbox()).toBe(1);
  expect(received).toHaveLength(1);
});
