import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { withVisualChanges } from '../../domain/ab-tests/visual-change-code-rules';
import {
  installPaintProbe,
  loadFigures,
  paintedFrames,
  readProbe,
  waitForOutcome,
  waitForPainted,
} from './support/paint-probe';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, everyFewMs, logTrackerCalls, siteVisitor } from './support/site-visitor';

/**
 * The visual editor on the owner's real page, a site on another origin than the app: opened from the variant's page
 * in the app, it changes the heading's text and the button's colour and hides the lead, and saves; a new visitor in
 * the variant then gets exactly those changes, never the original first; the code editors show the code written.
 * A spent link opens no editor, and a link opened on another website is refused.
 */
test.use({ trace: 'off' });
test.describe.configure({ mode: 'serial' });

const newHeading = 'Pricing made painless';
const buttonColour = 'rgb(22, 101, 52)';
const blue = 'rgb(30, 64, 175)';
const ownCss = '.card h3 { letter-spacing: 1px; }';
let owner: SiteOwner;
let live: LiveTest;
let spentLink = '';

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  live = await owner.addLiveTest('/pricing', { cssCode: ownCss });
});

test.afterAll(async () => {
  await owner.dispose();
});

/** The owner's browser: the fixture site installs the script for their website, and the app's banner was answered. */
async function ownerBrowser(browser: Browser): Promise<BrowserContext> {
  const context = await siteVisitor(browser, { websiteId: owner.websiteId, install: 'tag' });
  await context.addCookies([{ name: 'cookieConsent', value: 'all', domain: '127.0.0.1', path: '/' }]);
  return context;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${fixtureSites.trackerUrl}/login`);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${fixtureSites.trackerUrl}/user`);
}

const variantPage = () => `${fixtureSites.trackerUrl}/user/tests/${live.id}/variant/${live.variantId}`;

/** Picks an element on the page with the editor's pointer selection. */
async function pick(page: Page, selector: string): Promise<void> {
  const editor = page.getByRole('complementary', { name: 'Splitpenny visual editor' });
  await editor.getByRole('button', { name: 'Select an element on the page' }).click();
  await expect(editor.getByRole('button', { name: 'Select an element on the page' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.locator(selector).click();
  await expect(editor.getByLabel('Selector (CSS)')).toHaveValue(selector);
}

test('the owner changes their real page in the visual editor and saves it as the variant’s code', async ({
  browser,
}) => {
  const context = await ownerBrowser(browser);
  const page = await context.newPage();
  await logIn(page);
  await page.goto(variantPage());
  await page.getByRole('button', { name: 'Edit visually' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fixtureSites.staticUrl}/pricing`));
  const editor = page.getByRole('complementary', { name: 'Splitpenny visual editor' });
  await expect(editor.getByRole('status')).toHaveText('Ready: select an element to change it.');
  // The link's token is gone from the address bar once the editor has it.
  expect(page.url()).toBe(`${fixtureSites.staticUrl}/pricing`);
  // The site's styles stop at the panel (its h2 would be 500 weight), and the panel's stay in it.
  await expect(editor.getByRole('heading', { name: 'Visual editor' })).toHaveCSS('font-weight', '700');
  await expect(editor.getByRole('heading', { name: 'Visual editor' })).toHaveCSS('font-size', '16px');
  await expect(page.locator('#hero')).toHaveCSS('font-size', '40px');
  await expect(page.locator('.lead')).toHaveCSS('margin-bottom', '16px');
  // The panel moves out of the way of what it covers, and back.
  await editor.getByRole('button', { name: 'Move panel left' }).click();
  expect(await editor.evaluate((panel) => panel.getBoundingClientRect().left)).toBe(0);
  await editor.getByRole('button', { name: 'Move panel right' }).click();
  // The variant's own code shows in the preview.
  await expect(page.locator('.card h3').first()).toHaveCSS('letter-spacing', '1px');

  await pick(page, '#hero');
  await expect(editor.getByRole('status')).toContainText('Selected h1 "Simple pricing"');
  await editor.getByLabel('Text', { exact: true }).fill(newHeading);
  await editor.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.locator('#hero')).toHaveText(newHeading);

  await pick(page, '#cta');
  await editor.getByLabel('Background colour').fill(buttonColour);
  await editor.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.locator('#cta')).toHaveCSS('background-color', buttonColour);

  // By keyboard alone: Tab to the button on the page and Enter picks it (its own action does not run).
  await editor.getByRole('button', { name: 'Select an element on the page' }).click();
  await page.keyboard.press('Escape');
  await expect(editor.getByRole('button', { name: 'Select an element on the page' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await editor.getByRole('button', { name: 'Select an element on the page' }).press('Enter');
  await page.locator('#cta').focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByLabel('Selector (CSS)')).toHaveValue('#cta');
  await expect(editor.getByLabel('Selector (CSS)')).toBeFocused();
  // From the button to the lead above it by keyboard: Alt+← moves to the element before.
  await editor.getByLabel('Selector (CSS)').press('Alt+ArrowLeft');
  await expect(editor.getByLabel('Selector (CSS)')).toHaveValue('p.lead');
  await editor.getByRole('button', { name: 'Hide element' }).click();
  await expect(page.locator('.lead')).toBeHidden();

  // Undo brings the lead back, redo hides it again.
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.lead')).toBeVisible();
  await editor.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('.lead')).toBeHidden();
  await expect(editor.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    /^Text: Pricing made painless #hero/,
    /^Background colour: rgb\(22, 101, 52\) #cta/,
    /^Hidden p\.lead/,
  ]);

  await editor.getByRole('button', { name: 'Save to the variant' }).click();
  await expect(editor.getByRole('status')).toHaveText("Saved 3 changes to the variant's code.");

  await editor.getByRole('link', { name: 'Back to the variant in Splitpenny' }).click();
  await expect(page).toHaveURL(variantPage());
  const css = page.getByRole('textbox', { name: 'CSS', exact: true });
  await expect(css).toContainText(ownCss);
  await expect(css).toContainText('/* splitpenny:visual-editor');
  await expect(css).toContainText(`background-color: ${buttonColour} !important;`);
  await expect(css).toContainText('display: none !important;');
  await expect(page.getByRole('textbox', { name: 'JavaScript', exact: true })).toContainText(
    `if (el.textContent !== "${newHeading}") el.textContent = "${newHeading}";`,
  );
  await context.close();
});

test('a new visitor in the variant gets exactly those changes, never the original first', async ({ browser }) => {
  const context = await siteVisitor(browser, { websiteId: owner.websiteId });
  await installPaintProbe(context, '#hero');
  const calls = logTrackerCalls(context);
  const page = await context.newPage();
  await page.goto(`${fixtureSites.staticUrl}/pricing`, { waitUntil: 'commit' });
  expect(await waitForOutcome(page, { text: newHeading })).toBe('variant');
  await expect.poll(() => enrolmentsFor(calls, live.id)[0]?.status, everyFewMs).toBe(200);
  const figures = loadFigures(await readProbe(page), { text: newHeading });
  expect(figures.originalPainted, 'the original heading was never painted').toBe(false);
  await expect(page.locator('#cta')).toHaveCSS('background-color', buttonColour);
  await expect(page.locator('.lead')).toBeHidden();
  await expect(page.locator('.card h3').first()).toHaveCSS('letter-spacing', '1px');
  // Nothing else changed: the rest of the page is as the site serves it.
  await expect(page.locator('#cta')).toHaveText('Get started');
  await expect(page.locator('[data-splitpenny-editor-host]')).toHaveCount(0);
  await context.close();
});

test('a link opened on another website is refused; on the test page it lists what was saved, to change again; spent, it opens nothing', async ({
  browser,
}) => {
  const context = await ownerBrowser(browser);
  const page = await context.newPage();
  const { createVisualEditorLink } = await owner.graphql<{ createVisualEditorLink: { url: string } }>(
    'mutation($id: ID!) { createVisualEditorLink(variantId: $id) { url } }',
    { id: live.variantId },
  );
  spentLink = createVisualEditorLink.url;
  const token = new URL(spentLink).searchParams.get('splitpenny_variant') ?? '';

  // On the SPA fixture site, another origin where the same script runs: the editor loads but is refused there.
  await page.goto(`${fixtureSites.spaUrl}/?splitpenny_variant=${token}`);
  const refused = page.getByRole('alert').filter({ hasText: 'The visual editor could not open' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("opens only on the test's own website");

  // The link was not spent there: on the test's page it opens, once.
  await page.goto(spentLink);
  const editor = page.getByRole('complementary', { name: 'Splitpenny visual editor' });
  await expect(editor.getByRole('status')).toHaveText('3 saved changes shown.');
  await expect(page.locator('#hero')).toHaveText(newHeading);
  // What was saved is listed, and each change can be changed again.
  await editor.getByRole('button', { name: 'Edit change 2' }).click();
  await expect(editor.getByLabel('Selector (CSS)')).toHaveValue('#cta');
  await expect(editor.getByLabel('Background colour')).toBeFocused();
  await editor.getByLabel('Background colour').fill(blue);
  await editor.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.locator('#cta')).toHaveCSS('background-color', blue);
  await expect(editor.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveCount(3);
  await editor.getByRole('button', { name: 'Save to the variant' }).click();
  await expect(editor.getByRole('status')).toHaveText("Saved 3 changes to the variant's code.");
  const { testVariant } = await owner.graphql<{ testVariant: { cssCode: string } }>(
    'query($id: ID!) { testVariant(id: $id) { cssCode } }',
    { id: live.variantId },
  );
  expect(testVariant.cssCode).toContain(`background-color: ${blue} !important;`);
  expect(testVariant.cssCode).not.toContain(buttonColour);
  expect(testVariant.cssCode.startsWith(ownCss)).toBe(true);

  // Opened again (a link copied from history or a log), it puts no editor on the page: visitors' view only.
  const calls = logTrackerCalls(context);
  const again = await context.newPage();
  await again.goto(spentLink);
  await expect
    .poll(() => calls.filter((c) => c.endpoint === 'script' && c.url.includes('preview=') && c.status === 200).length)
    .toBe(1);
  await again.waitForTimeout(300);
  await expect(again.locator('[data-splitpenny-editor-host]')).toHaveCount(0);
  // And the editor's own endpoint refuses it too, saying why.
  const answer = await again.evaluate(
    async ([app, used]) => {
      const response = await fetch(`${app}/api/editor/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: used }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    },
    [fixtureSites.trackerUrl, token] as const,
  );
  expect(answer.status).toBe(401);
  expect(answer.body.message).toMatch(/already used/);
  const stolen = await again.evaluate(async (app) => {
    const response = await fetch(`${app}/api/editor/variant`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer spc_stolen' },
      body: JSON.stringify({ changes: [] }),
    });
    return response.status;
  }, fixtureSites.trackerUrl);
  expect(stolen).toBe(401);
  await context.close();
});

test('on a phone-sized screen the editor says it needs a wider one, and leaves the link unspent', async ({
  browser,
}) => {
  const context = await ownerBrowser(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const { createVisualEditorLink } = await owner.graphql<{ createVisualEditorLink: { url: string } }>(
    'mutation($id: ID!) { createVisualEditorLink(variantId: $id) { url } }',
    { id: live.variantId },
  );
  await page.goto(createVisualEditorLink.url);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('The visual editor needs a wider screen');
  // Never stranded on the site: a way back to the app, and a way to close the notice and see the page.
  await expect(notice.getByRole('link', { name: 'Back to your tests in Splitpenny' })).toHaveAttribute(
    'href',
    `${fixtureSites.trackerUrl}/user/tests`,
  );
  await expect(notice).toBeInViewport({ ratio: 1 });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(createVisualEditorLink.url);
  await expect(page.getByRole('complementary', { name: 'Splitpenny visual editor' })).toBeVisible();
  await context.close();
});

test('on a single-page app, the changes are made again on route change and on each re-render', async ({
  browser,
  playwright,
}) => {
  const spaOwner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.spaUrl);
  const plans = 'Plans for every size';
  const spaTest = await spaOwner.addLiveTest(
    '/pricing',
    withVisualChanges({ cssCode: '', jsCode: '' }, [
      { selector: '.page-title', kind: 'text', value: plans },
      { selector: '#to-signup', kind: 'hide', value: '' },
    ]),
  );
  const context = await siteVisitor(browser, { websiteId: spaOwner.websiteId });
  await installPaintProbe(context, '.page-title');
  const calls = logTrackerCalls(context);
  const page = await context.newPage();
  await page.goto(`${fixtureSites.spaUrl}/`);
  await page.waitForFunction(() => window.spaFixture?.settled === 'home');
  await page.locator('#to-pricing').click();
  await waitForPainted(page, { text: plans }, 'pricing');
  // The app renders the title again twice after the route shows (a new <h1> each time): the change stays.
  await page.waitForFunction(() => window.spaFixture?.settled === 'pricing');
  await expect(page.locator('.page-title')).toHaveText(plans);
  await expect(page.locator('.page-title')).toHaveAttribute('data-revision', '2');
  await expect(page.locator('#to-signup')).toBeHidden();
  const pricingFrames = paintedFrames(await readProbe(page)).filter((frame) => frame.route === 'pricing');
  expect(
    pricingFrames.filter((frame) => frame.text !== plans),
    'the original title was never painted',
  ).toEqual([]);
  await expect.poll(() => enrolmentsFor(calls, spaTest.id)[0]?.status, everyFewMs).toBe(200);
  await context.close();
  await spaOwner.dispose();
});
