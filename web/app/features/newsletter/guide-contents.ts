/** The twelve tests in the free guide, as its contents list them (web/app/public/guides/ab-testing-quick-wins.html). */
export const guideTests: readonly string[] = [
  'A headline that says what the visitor gets',
  'A call to action that names what happens next',
  'One main call to action per page',
  'Fewer form fields',
  'Clearer labels and error messages on forms',
  'Social proof beside the decision',
  'Risk reversal next to the button',
  'The plan your pricing page recommends',
  'Showing the full price early',
  'A lighter, faster page',
  'A picture of the product in use',
  'A landing page without the site menu',
];
