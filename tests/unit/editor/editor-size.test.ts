import { describe, expect, it } from 'vitest';
import { buildEditorScript, buildGoalsScript, buildTracker } from '../../../scripts/build-tracker';

describe('the visual editor script', () => {
  it('stays small, and only a page opened with an editor link downloads it', async () => {
    const { code, bytes, gzipBytes, brotliBytes } = await buildEditorScript();
    console.info(`editor.js: ${bytes} bytes minified, ${brotliBytes} with Brotli, ${gzipBytes} gzipped`);
    expect(brotliBytes).toBeLessThanOrEqual(10 * 1024);
    // Plain DOM: no framework came along with it.
    expect(code).not.toMatch(/react/i);
    // The goals script asks for it by name, and only after checking the page's address for an editor link.
    const goals = await buildGoalsScript();
    expect(goals.code).toContain('editor.js');
    expect(goals.code).toContain('spe_');
    // Ordinary visitors' script knows nothing of it.
    expect((await buildTracker()).code).not.toMatch(/editor|spe_/);
  });
});
