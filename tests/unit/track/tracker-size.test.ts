import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hideSelectors } from '../../../domain/tracking/hide-selectors';
import type { TrackingConfig } from '../../../domain/tracking/tracking-protocol';
import { buildTracker } from '../../../scripts/build-tracker';

/** A typical test: the original and one variant with a few CSS rules and a few lines of JavaScript. */
function typicalConfig(): TrackingConfig {
  const css = '.hero h1 { color: #be123c; font-size: 2.5rem } .hero .cta { background: #2f7d32 }';
  const js = "const h = document.querySelector('.hero h1');\nif (h) h.textContent = 'Pay only for what you test';";
  const id = (n: number) => `9b2f6d1e-3c4a-4f7e-8a55-2d0c1e7b9f1${n}`;
  return {
    tests: [
      {
        id: id(0),
        page: 'https://www.example-shop.com/pricing',
        devices: [],
        variants: [
          { id: id(1), no: 0, share: 50, css: '', js: '', redirect: null, hide: '' },
          { id: id(2), no: 1, share: 50, css, js, redirect: null, hide: hideSelectors({ css, js, redirect: null }) },
        ],
      },
    ],
  };
}

describe('tracking script size', () => {
  it('stays within 3 KB compressed as browsers download it, since every page of every customer site loads it', async () => {
    const { code, bytes, gzipBytes, brotliBytes } = await buildTracker();
    console.info(`track.js: ${bytes} bytes minified, ${brotliBytes} with Brotli, ${gzipBytes} gzipped`);
    expect(code).toContain('/api/track/');
    expect(brotliBytes).toBeLessThanOrEqual(3072);
    expect(gzipBytes).toBeLessThanOrEqual(3072);
  });

  it('keeps the script and the config of a page with a typical test within 8 KB gzipped', async () => {
    const { gzipBytes } = await buildTracker();
    const configBytes = gzipSync(JSON.stringify(typicalConfig())).length;
    console.info(`config of a typical test: ${configBytes} bytes gzipped`);
    expect(gzipBytes + configBytes).toBeLessThanOrEqual(8192);
  });
});
