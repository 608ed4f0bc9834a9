import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/new-account';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const currentStep = (page: Page) => page.getByRole('list', { name: 'Profile steps' }).locator('[aria-current="step"]');
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The business step as the owner first fills it in, with an industry of their own. */
async function fillBusiness(page: Page): Promise<void> {
  await page.getByLabel('Business name').fill('Ada’s Teas');
  await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Other' });
  await page.getByLabel('Monthly website traffic').selectOption({ label: '1,000 to 10,000 visitors a month' });
  await page.getByLabel('Number of employees').fill('4');
  await page.getByLabel('Main objective of your website').selectOption({ label: 'Sell products online' });
}

test.describe('the profile wizard', () => {
  test('an owner fills in their profile step by step, goes back to change a step, and sees it all on their profile', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await createAccount(page, uniqueEmail('profile'));

    await test.step('the profile starts empty, with a way to complete it', async () => {
      await page.goto('/user');
      await page
        .getByRole('navigation', { name: 'My Account' })
        .getByRole('link', { name: 'Profile', exact: true })
        .click();
      await expect(page).toHaveURL('/user/profile');
      await expect(heading(page)).toHaveText('Your profile');
      await expect(page).toHaveTitle('Your profile | Splitpenny');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByText('Not filled in yet')).toHaveCount(4);
      await page.getByRole('link', { name: 'Complete your profile' }).click();
    });

    await test.step('step 1: goals', async () => {
      await expect(page).toHaveURL('/user/profile/edit');
      await expect(heading(page)).toHaveText('Step 1 of 4 Your goals');
      await expect(currentStep(page)).toContainText('Goals');
      const goal = page.getByLabel('What is your main goal for A/B testing?');
      await expect(goal.locator('option').first()).toHaveText('-- Select --');
      await goal.selectOption({ label: 'Increase sales or sign-ups' });
      await page.getByLabel('Tell us more about this goal').fill('More people finishing checkout');
      await page.getByLabel('What would you most like to improve on your website?').fill('The product pages');
      await page.getByLabel('How do you plan to use Splitpenny?').fill('Testing headlines and buttons');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('step 2: an industry of their own needs its name', async () => {
      await expect(page).toHaveURL('/user/profile/edit/2');
      await expect(heading(page)).toHaveText('Step 2 of 4 Your business');
      await expect(currentStep(page)).toContainText('Business');
      await expect(page.getByLabel('Your industry')).toHaveCount(0);
      await fillBusiness(page);
      await expect(page.getByLabel('Your industry')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Tell us your industry')).toBeVisible();
      await expect(page).toHaveURL('/user/profile/edit/2');
      await page.getByLabel('Your industry').fill('Tea blending');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL('/user/profile/edit/3');
    });

    await test.step('Back returns to step 2 with the answers saved', async () => {
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL('/user/profile/edit/2');
      await expect(page.getByLabel('Business name')).toHaveValue('Ada’s Teas');
      await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('99');
      await expect(page.getByLabel('Your industry')).toHaveValue('Tea blending');
      await expect(page.getByLabel('Number of employees')).toHaveValue('4');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('step 3: about them', async () => {
      await expect(page).toHaveURL('/user/profile/edit/3');
      await expect(heading(page)).toHaveText('Step 3 of 4 About you');
      await page.getByLabel('Nickname').fill('Ada');
      await page.getByRole('radio', { name: 'Female' }).check();
      await page.getByLabel('Date of birth').fill('1990-05-17');
      await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
      await page.getByLabel('Highest level of education').selectOption({ label: 'Undergraduate degree' });
      await page.getByLabel('Job category', { exact: true }).selectOption({ label: 'Owner or founder' });
      await page.getByLabel('Your position in the business').fill('Founder');
      await page.getByRole('radio', { name: '4', exact: true }).check();
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step('step 4: the tools used before, then Finish', async () => {
      await expect(page).toHaveURL('/user/profile/edit/4');
      await expect(heading(page)).toHaveText('Step 4 of 4 Your experience of A/B testing tools');
      await expect(currentStep(page)).toContainText('Experience');
      await page.getByRole('checkbox', { name: 'Optimizely' }).check();
      await page.getByRole('checkbox', { name: 'VWO' }).check();
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page).toHaveURL('/user/profile/edit/success');
      await expect(heading(page)).toHaveText('Thank you: your profile is saved');
      await page.getByRole('link', { name: 'Back to your profile' }).click();
    });

    await test.step('the profile shows every answer by name', async () => {
      await expect(page).toHaveURL('/user/profile');
      await expect(page.getByText('Not filled in yet')).toHaveCount(0);
      await expect(section(page, 'Your goals')).toContainText('Increase sales or sign-ups');
      await expect(section(page, 'Your business')).toContainText('Other: Tea blending');
      await expect(section(page, 'Your business')).toContainText('1,000 to 10,000 visitors a month');
      const about = section(page, 'About you');
      await expect(about).toContainText('Female');
      await expect(about).toContainText('17/05/1990');
      await expect(about).toContainText('United Kingdom');
      await expect(section(page, 'Your experience of A/B testing tools')).toContainText('Optimizely, VWO');
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await expect(page).toHaveURL('/user/profile/edit');
      await expect(page.getByLabel('What is your main goal for A/B testing?')).toHaveValue('1');
    });
  });
});
