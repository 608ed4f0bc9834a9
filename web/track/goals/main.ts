// The conversion goals script's entry: built to dist/track/goals.js and served at /api/track/goals.js. The tracking
// script loads it, on websites whose tests measure conversion goals, once the config has listed them; and on a page
// opened with a visual editor link, where it loads the editor instead.
import { detectConversions } from './detect-conversions';
import { loadEditor } from './editor-loader';

try {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!loadEditor(script)) detectConversions(script);
} catch {
  // A broken goals script must not break the site it runs on.
}
