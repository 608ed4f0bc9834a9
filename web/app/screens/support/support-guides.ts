/**
 * The support guides as the hub lists them. Each title is the guide's own front-matter title (a unit test holds
 * them together), so the link reads the same as the page it opens.
 */
export interface SupportGuideLink {
  readonly path: string;
  readonly title: string;
  readonly summary: string;
}

export const supportGuides: readonly SupportGuideLink[] = [
  {
    path: '/support/script-setup',
    title: 'Installing the tracking script',
    summary: 'Where to paste the one script tag, why it goes first in <head>, and how it keeps flicker away.',
  },
  {
    path: '/support/script-verification',
    title: 'Checking that the tracking script works',
    summary: 'Confirm the tag is on your page and running, and fix the usual reasons it is not.',
  },
  {
    path: '/support/test-creation/guide',
    title: 'Creating your first A/B test',
    summary: 'The four steps of a new test: page, details, variants and review, then activating it.',
  },
  {
    path: '/support/test-examples/images',
    title: 'Testing images: examples',
    summary: 'Swap a hero image with CSS or JavaScript without layout shift, with code you can copy.',
  },
  {
    path: '/support/test-examples/forms',
    title: 'Testing forms: examples',
    summary: 'Fewer fields, different button text and clearer error messages, each with its code and goal.',
  },
];
