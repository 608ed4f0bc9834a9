// The tracking script's entry: built to dist/track/track.js and served at /scripts/tracking/track.js.
import { reveal } from './hide-page';
import { start } from './start';

try {
  start(document.currentScript);
} catch {
  // Whatever went wrong, the host page must show and must not see our error.
  reveal();
}
