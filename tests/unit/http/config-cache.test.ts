import { describe, expect, it } from 'vitest';
import { ConfigCache } from '../../../adapters/http/tracking/config-cache';
import { AcceptedOriginsCache } from '../../../adapters/http/tracking/accepted-origins-cache';

/** A cache over a source that answers each page with its key and how many times it was loaded. */
function countingCache(): { cache: ConfigCache; loads: Map<string, number> } {
  const loads = new Map<string, number>();
  const cache = new ConfigCache(60_000, async (pageKey) => {
    const count = (loads.get(pageKey) ?? 0) + 1;
    loads.set(pageKey, count);
    return JSON.stringify({ pageKey, count });
  });
  return { cache, loads };
}

describe('the tracking config cache', () => {
  it("drops one website's configs, by page and by request, and keeps the others'", async () => {
    const { cache, loads } = countingCache();
    await cache.get('site-a https://a.example/pricing', 'site-a https://a.example/pricing?x=1');
    await cache.get('site-a *', 'site-a');
    await cache.get('site-ab https://ab.example/', 'site-ab https://ab.example/');

    cache.forgetSite('site-a');

    expect(cache.recall('site-a https://a.example/pricing?x=1')).toBeUndefined();
    expect(cache.recall('site-a')).toBeUndefined();
    expect(cache.recall('site-ab https://ab.example/')?.body).toBe(
      JSON.stringify({ pageKey: 'site-ab https://ab.example/', count: 1 }),
    );
    await cache.get('site-a https://a.example/pricing', 'site-a https://a.example/pricing');
    await cache.get('site-ab https://ab.example/', 'site-ab https://ab.example/');
    expect(Object.fromEntries(loads)).toEqual({
      'site-a https://a.example/pricing': 2,
      'site-a *': 1,
      'site-ab https://ab.example/': 1,
    });
  });

  it('does not remember a config whose load began before a drop', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const cache = new ConfigCache(60_000, async () => {
      loads += 1;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return '{"tests":[]}';
    });
    const loading = cache.get('site-a *', 'site-a');
    await Promise.resolve();
    cache.forgetSite('site-a');
    release();
    await loading;

    expect(cache.recall('site-a')).toBeUndefined();
    await cache.get('site-a *', 'site-a');
    expect(loads).toBe(2);
  });
});

describe('a whole-cache clear while configs are loading', () => {
  it('still answers the requests waiting for them, and keeps nothing loaded before it', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const cache = new ConfigCache(60_000, async (pageKey) => {
      loads += 1;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return JSON.stringify({ pageKey, load: loads });
    });
    const waiting = cache.get('site-a *', 'site-a');
    await Promise.resolve();
    cache.clear();
    release();
    expect((await waiting).body).toBe(JSON.stringify({ pageKey: 'site-a *', load: 1 }));
    expect((await cache.get('site-a *', 'site-a')).body).toBe(JSON.stringify({ pageKey: 'site-a *', load: 2 }));
  });
});

describe('the accepted origins cache', () => {
  it('reads a website once for many requests, and again after a change drops it', async () => {
    let reads = 0;
    const origins = new AcceptedOriginsCache(60_000, async (site) => {
      reads += 1;
      return site === 'unknown' ? null : new Set([`https://${site}.example`]);
    });
    const [first, second] = await Promise.all([origins.get('shop'), origins.get('shop')]);
    expect(first?.has('https://shop.example')).toBe(true);
    expect(second).toBe(first);
    expect(await origins.get('unknown')).toBeNull();
    expect(reads).toBe(2);
    origins.forgetSite('shop');
    await origins.get('shop');
    origins.clear();
    await origins.get('unknown');
    expect(reads).toBe(4);
  });
});
