import { describe, expect, it } from 'vitest';
import { websiteAddressHint } from '../../../web/app/features/workspace/name-and-address-fields';

const hint = "The website's address, like https://example.com";

describe("a website address field's hint", () => {
  it.each([
    ['localhost:3712', 'Saved as http://localhost:3712: type https:// first if the site uses https.'],
    ['example.com', 'Saved as https://example.com: type http:// first if the site uses http.'],
  ])('says how %s will be saved, and how to choose the other scheme', (typed, expected) => {
    expect(websiteAddressHint(hint, typed)).toBe(expected);
  });

  it.each(['', 'http://localhost:3712', 'https://example.com', 'not a url'])(
    'keeps the usual hint for %j (a scheme typed, or nothing to save)',
    (typed) => {
      expect(websiteAddressHint(hint, typed)).toBe(hint);
    },
  );
});
