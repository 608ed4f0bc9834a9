import { describe, expect, it } from 'vitest';
import { buildTracker } from '../../../scripts/build-tracker';

describe('tracking script size', () => {
  it('stays within 3 KB minified and gzipped, since every page of every customer site loads it', async () => {
    const { code, bytes, gzipBytes } = await buildTracker();
    console.info(`track.js: ${bytes} bytes minified, ${gzipBytes} bytes gzipped`);
    expect(code).toContain('/api/track/');
    expect(gzipBytes).toBeLessThanOrEqual(3072);
  });
});
