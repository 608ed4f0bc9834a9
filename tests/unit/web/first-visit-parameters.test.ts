import { describe, expect, it } from 'vitest';
import {
  camelCase,
  deviceOf,
  firstVisitParameters,
  firstVisitStorageKey,
  rememberFirstVisit,
} from '../../../web/app/first-visit/first-visit-parameters';

/** A Storage over a Map, as localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('first-visit parameters', () => {
  it.each<[string, string]>([
    ['utm_source', 'utmSource'],
    ['UTM_Campaign', 'utmCampaign'],
    ['ad-group', 'adGroup'],
    ['gclid', 'gclid'],
    ['is_paid', 'isPaid'],
    ['isPaid', 'isPaid'],
    ['Referrer', 'referrer'],
  ])('names %s as %s', (name, expected) => {
    expect(camelCase(name)).toBe(expected);
  });

  it.each<[number, string]>([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('a viewport %i px wide is a %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });

  it.each<[string, boolean]>([
    ['?is_paid=true', true],
    ['?isPaid=true', true],
    ['?is_paid=TRUE', false],
    ['?is_paid=1', false],
    ['?is_paid=yes', false],
    ['', false],
  ])('counts %j as a paid visit: %s', (search, paid) => {
    expect(firstVisitParameters(new URL(`https://splitpenny.test/pricing${search}`), 1280).isPaid).toBe(paid);
  });

  it('keeps every parameter in camelCase with the landing page and device', () => {
    const url = new URL('https://splitpenny.test/blog?utm_source=newsletter&utm_medium=email&is_paid=true');
    expect(firstVisitParameters(url, 375)).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      isPaid: true,
      landingPageUrl: 'https://splitpenny.test/blog?utm_source=newsletter&utm_medium=email&is_paid=true',
      device: 'mobile',
    });
  });

  it('is stored once: a later visit never replaces the first', () => {
    const storage = memoryStorage();
    rememberFirstVisit(storage, new URL('https://splitpenny.test/?utm_source=first'), 1280);
    rememberFirstVisit(storage, new URL('https://splitpenny.test/pricing?utm_source=second'), 375);
    expect(JSON.parse(storage.getItem(firstVisitStorageKey) ?? '{}')).toMatchObject({
      utmSource: 'first',
      device: 'desktop',
      landingPageUrl: 'https://splitpenny.test/?utm_source=first',
    });
  });

  it('keeps nothing, and does not fail, where storage is refused', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => rememberFirstVisit(refusing, new URL('https://splitpenny.test/'), 1280)).not.toThrow();
  });
});
