import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { confirmByMailbox } from './support/confirm-by-mailbox';
import { testThatBWins } from './support/decided-test';
import { graphqlClient } from './support/graphql-client';
import { logIn, testPassword, uniqueEmail } from './support/new-account';

/**
 * An owner adds a webhook on its page, is told what is wrong with a bad address, and reads in its log the delivery
 * sent when one of their tests is decided (to a receiver on loopback, which this server allows).
 */
let receiver: Server;
let received = 0;

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('an owner adds a webhook, sees its delivery in the log, and deletes it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const serverUrl = baseURL ?? '';
  let token = '';
  const graphql = graphqlClient(request, serverUrl, () => token);
  const email = uniqueEmail('webhook-owner');
  token = (
    await graphql<{ createUser: { token: string } }>(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
      { input: { email, password: testPassword } },
    )
  ).createUser.token;
  await confirmByMailbox(request, serverUrl, graphql, email);
  await logIn(page, { email, password: testPassword });

  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expect(page.getByText('No webhooks yet')).toBeVisible();

  // Bad addresses are named for what is wrong with them.
  const address = page.getByLabel('Address to send to', { exact: true });
  await page.getByLabel(/^Slack/).check();
  await address.fill('https://example.com/hooks');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText('A Slack incoming webhook address starts with https://hooks.slack.com/')).toBeVisible();
  await page.getByLabel(/^Signed JSON/).check();
  await address.fill('ftp://example.com/hooks');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText('The address must start with https:// (or http://)')).toBeVisible();

  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/splitpenny`;
  await address.fill(hookUrl);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
  await page.getByRole('button', { name: "I've copied it" }).click();
  const webhook = page.getByRole('region', { name: `Signed JSON ${hookUrl}` });
  await expect(webhook.getByText('Nothing sent yet')).toBeVisible();

  await testThatBWins(request, serverUrl, graphql, {
    siteUrl: 'https://webhook-shop.example',
    testName: 'Webhook form',
    firstClient: 2000,
  });
  await expect.poll(() => received, { timeout: 60_000 }).toBe(1);
  // The log reads itself again every few seconds: the delivery shows without a reload.
  const row = webhook.getByRole('row', { name: /test\.decided/ });
  await expect(row).toContainText('Delivered', { timeout: 15_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row).toContainText('HTTP 200');

  await webhook.getByRole('button', { name: `Delete the webhook ${hookUrl}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await dialog.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No webhooks yet')).toBeVisible();
});
