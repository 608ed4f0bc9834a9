// The conversion goals script's entry: built to dist/track/goals.js and served at /api/track/goals.js. The tracking
// script loads it, on websites whose tests measure conversion goals, once the config has listed them.
import { detectConversions } from './detect-conversions';

try {
  detectConversions(document.currentScript as HTMLScriptElement | null);
} catch {
  // A broken goals script must not break the site it runs on.
}
