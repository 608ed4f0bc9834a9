// The tracking script's entry: built to dist/track/track.js and served at /scripts/tracking/track.js, and with a
// website's config written in at /api/track/script.js (the build wraps it in a function of `splitpennyInline`).
import type { SiteScriptConfig } from '../../domain/tracking/tracking-protocol';
import { reveal } from './hide-page';
import { start } from './start';

declare const splitpennyInline: SiteScriptConfig | undefined;

try {
  start(document.currentScript, splitpennyInline);
} catch {
  // Whatever went wrong, the host page must show and must not see our error.
  reveal();
}
