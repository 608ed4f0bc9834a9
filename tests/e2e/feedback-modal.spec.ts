import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/new-account';

const title = 'Please Help Us! We value your opinion';

/** The pointer moves over the page, then out of it through the top edge, towards the browser's tabs. */
async function leaveThroughTheTop(page: Page): Promise<void> {
  await page.mouse.move(400, 200);
  await page.mouse.move(400, -5);
}

/** Leaves through the top and gives the page time to react, so that "nothing opened" means something. */
async function leaveThroughTheTopAndWait(page: Page): Promise<void> {
  await leaveThroughTheTop(page);
  await page.waitForTimeout(500);
}

test('the feedback modal asks once per browser session, when the pointer leaves a signed-in page through the top', async ({
  page,
}) => {
  await createAccount(page, uniqueEmail('feedback'));
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');

  // Moving about inside the page, or out through the side, asks nothing.
  await page.mouse.move(400, 300);
  await page.mouse.move(-5, 300);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toBeHidden();

  await leaveThroughTheTop(page);
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: title })).toBeVisible();
  await expect(modal).toHaveAccessibleDescription("It'll only take a few seconds...");
  await expect(modal.getByRole('button')).toHaveText(['Not Now', 'Submit']);

  const comment = modal.getByLabel('Areas of Improvement & Suggestions');
  const counter = modal.getByText(/characters remaining$/);
  await expect(counter).toHaveText('255 characters remaining');
  await expect(comment).toHaveAccessibleDescription(/255 characters remaining/);

  // Touched and left empty.
  await comment.focus();
  await page.keyboard.press('Tab');
  await expect(modal.getByText('Enter feedback')).toBeVisible();

  await comment.pressSequentially('Great tool');
  await expect(counter).toHaveText('245 characters remaining');
  await expect(modal.getByText('Enter feedback')).toBeHidden();

  // Sent without a rating.
  await modal.getByRole('button', { name: 'Submit' }).click();
  const rating = modal.getByRole('group', { name: 'How would you rate your experience?' });
  await expect(rating.getByText('Please select a rating')).toBeVisible();

  await rating.getByRole('radio', { name: 'Good' }).check();
  await expect(rating.getByText('Please select a rating')).toBeHidden();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Thank you!')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Not Now' })).toBeHidden();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Another signed-in page, then a reload of it: the modal does not come back in this session.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tests' }).click();
  await expect(page).toHaveURL('/user/tests');
  await leaveThroughTheTopAndWait(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTheTopAndWait(page);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the feedback modal keeps focus inside, counts past 255 in the exceeded style, shows the server’s refusal and closes on Escape', async ({
  page,
}) => {
  await createAccount(page, uniqueEmail('feedback-exceeded'));
  // As a person would, only once the signed-in page is there (its layout is what listens for the pointer).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTheTop(page);
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();

  // The page behind is inert: Tab goes round the modal's controls (and out to the browser's own, as a native
  // modal dialog lets it), never to the page.
  const focused: string[] = [];
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('Tab');
    focused.push(
      await modal.evaluate((dialog) => {
        const active = document.activeElement;
        if (active === null || active === document.body) return 'outside the page';
        if (!dialog.contains(active)) return `the page behind: ${active.outerHTML.slice(0, 80)}`;
        return (active.getAttribute('aria-label') ?? active.textContent?.trim()) || active.tagName.toLowerCase();
      }),
    );
  }
  expect(focused.filter((where) => where.startsWith('the page behind'))).toEqual([]);
  expect(new Set(focused)).toEqual(new Set(['textarea', 'input', 'Not Now', 'Submit', 'outside the page']));

  const comment = modal.getByLabel('Areas of Improvement & Suggestions');
  await comment.fill('a'.repeat(260));
  const counter = modal.getByText('-5 characters remaining');
  await expect(counter).toHaveClass(/feedback-counter--exceeded/);
  await modal.getByRole('radio', { name: 'Poor' }).check();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toHaveText('HTTP error: Use at most 255 characters for your feedback');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await leaveThroughTheTopAndWait(page);
  await expect(page.getByRole('dialog')).toBeHidden();
});
