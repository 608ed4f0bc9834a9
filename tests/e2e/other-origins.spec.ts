import { expect, test, type Browser } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';

/**
 * Another site cannot spend an owner's sessions: a page on its own origin that posts enrolments for the owner's
 * test from its visitors' browsers (the attack of a page that copies a site id) is refused, and the owner sees the
 * attempts as visits left out. The same request from a page of the owner's own website is charged. The browser,
 * not the test, writes the Origin header, which is the point: no page can choose it.
 */
let owner: SiteOwner;
let live: LiveTest;

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  live = await owner.addLiveTest('/pricing', { cssCode: 'h1 { color: rebeccapurple }' });
});

test.afterAll(async () => {
  await owner.dispose();
});

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** `count` enrolments of new visitors, posted by a page on `origin` as its own script would post them. */
async function enrolmentsFromPageOn(browser: Browser, origin: string, count: number): Promise<Answer[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    return await page.evaluate(
      async ({ tracker, site, test: testId, variant, count: n }) => {
        const answers: { status: number; body: unknown }[] = [];
        for (let i = 0; i < n; i += 1) {
          const visitor = `copied-site-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`;
          const response = await fetch(`${tracker}/api/track/enrol`, {
            method: 'POST',
            body: JSON.stringify({ site, test: testId, variant, visitor, device: 1 }),
            keepalive: true,
          });
          answers.push({ status: response.status, body: await response.json() });
        }
        return answers;
      },
      { tracker: fixtureSites.trackerUrl, site: owner.websiteId, test: live.id, variant: live.variantId, count },
    );
  } finally {
    await context.close();
  }
}

async function otherOriginsLeftOut(): Promise<number> {
  const { test: found } = await owner.graphql<{ test: { visitsLeftOut: { otherOrigins: number } } }>(
    'query($id: ID!) { test(id: $id) { visitsLeftOut { otherOrigins } } }',
    { id: live.id },
  );
  return found.visitsLeftOut.otherOrigins;
}

test.describe.configure({ mode: 'serial' });

test("a page on another site spends none of the owner's sessions, and the owner sees the attempts", async ({
  browser,
}) => {
  const sessionsBefore = await owner.variantSessions(live);
  const leftOutBefore = await otherOriginsLeftOut();

  const answers = await enrolmentsFromPageOn(browser, fixtureSites.spaUrl, 20);

  expect(answers).toEqual(Array(20).fill({ status: 403, body: { status: 'refused', reason: 'origin' } }));
  expect(await owner.variantSessions(live)).toBe(sessionsBefore);
  await expect.poll(otherOriginsLeftOut, { timeout: 10_000 }).toBe(leftOutBefore + 20);
});

test("the same enrolment from a page of the owner's website is charged", async ({ browser }) => {
  const sessionsBefore = await owner.variantSessions(live);
  const answers = await enrolmentsFromPageOn(browser, fixtureSites.staticUrl, 1);
  expect(answers).toEqual([{ status: 200, body: { status: 'enrolled' } }]);
  expect(await owner.variantSessions(live)).toBe(sessionsBefore + 1);
});

test('once the owner adds the other site as one of the website’s origins in its edit form, its page is charged', async ({
  browser,
  page,
}) => {
  await page.goto(`${fixtureSites.trackerUrl}/login`);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${fixtureSites.trackerUrl}/user`);
  await page.goto(`${fixtureSites.trackerUrl}/user/websites`);
  await page.getByRole('button', { name: 'Edit Acme' }).click();
  const form = page.getByRole('form', { name: 'Edit Acme' });
  await form.getByLabel('Other origins').fill(`${fixtureSites.spaUrl}/checkout`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(`“${fixtureSites.spaUrl}/checkout” is not`)).toBeVisible();
  await form.getByLabel('Other origins').fill(fixtureSites.spaUrl);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  const sessionsBefore = await owner.variantSessions(live);
  const answers = await enrolmentsFromPageOn(browser, fixtureSites.spaUrl, 1);
  expect(answers).toEqual([{ status: 200, body: { status: 'enrolled' } }]);
  expect(await owner.variantSessions(live)).toBe(sessionsBefore + 1);
});
