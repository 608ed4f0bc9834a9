/**
 * The user agent of a person's browser (desktop Chrome), which the tracking endpoints charge and count. Test clients
 * that stand for visitors send it: their own (lightMyRequest, node, undici, Playwright) are on the bot list.
 */
export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
