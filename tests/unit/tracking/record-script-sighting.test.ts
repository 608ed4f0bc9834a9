import { beforeEach, describe, expect, it } from 'vitest';
import { ignoredForMs, makeRecordScriptSighting } from '../../../application/tracking/record-script-sighting';
import type { UserId, WebsiteId } from '../../../domain/shared/ids';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryScriptSightings } from '../../support/fakes/in-memory-script-sightings';
import { InMemorySightingMemory } from '../../support/fakes/in-memory-sighting-memory';

const websiteId = '6f1c2b9e-0d4a-4c53-9a57-1b2e3c4d5e6f' as WebsiteId;
const shop = 'https://shop.example';
const hour = 3_600_000;

let sightings: InMemoryScriptSightings;
let memory: InMemorySightingMemory;
let clock: FixedClock;
let record: ReturnType<typeof makeRecordScriptSighting>;

beforeEach(() => {
  sightings = new InMemoryScriptSightings();
  sightings.addWebsite(websiteId, 'owner-1' as UserId, shop);
  memory = new InMemorySightingMemory();
  clock = new FixedClock(new Date('2025-06-01T08:00:00.000Z'));
  record = makeRecordScriptSighting({ sightings, memory, clock });
});

describe('recording where the tracking script runs', () => {
  it('records the page without its query, fragment or trailing slash, and when', async () => {
    await record(websiteId, `${shop}/pricing/?gclid=abc#plans`);
    expect(sightings.all()).toEqual([{ websiteId, page: `${shop}/pricing`, at: new Date('2025-06-01T08:00:00.000Z') }]);
  });

  it('writes a busy page once a day, and reads nothing more after its first view of the day', async () => {
    for (let view = 0; view < 5; view += 1) {
      await record(websiteId, `${shop}/pricing`);
      clock.advance(hour);
    }
    expect(sightings.writes).toBe(1);
    expect(sightings.reads).toBe(1);

    clock.set(new Date('2025-06-02T09:00:00.000Z'));
    await record(websiteId, `${shop}/pricing`);
    expect(sightings.writes).toBe(2);
    expect(sightings.all()[0]?.at).toEqual(new Date('2025-06-02T09:00:00.000Z'));
  });

  it('gives each page of the website its own sighting', async () => {
    await record(websiteId, `${shop}/pricing`);
    await record(websiteId, `${shop}/`);
    await record(websiteId, `${shop}/pricing?utm_source=mail`);
    expect(sightings.all().map((s) => s.page)).toEqual([`${shop}/pricing`, `${shop}/`]);
  });

  it('still writes once a day when another server (or a restart) has forgotten the day', async () => {
    await record(websiteId, `${shop}/pricing`);
    memory.forgetAll();
    clock.advance(20 * hour);
    await record(websiteId, `${shop}/pricing`);
    expect(sightings.writes).toBe(1);
  });

  it.each([
    ['an unknown website', 'c0ffee00-0000-4000-8000-000000000000', `${shop}/pricing`],
    ['a malformed website id', 'not-a-website', `${shop}/pricing`],
    ["a page on another origin than the website's", websiteId, 'https://elsewhere.example/pricing'],
    ['a subdomain of the website', websiteId, 'https://blog.shop.example/pricing'],
    ['an address that is not http(s)', websiteId, 'javascript:alert(1)'],
    ['text that is no address', websiteId, 'pricing'],
    ['an address longer than any page address', websiteId, `${shop}/${'a'.repeat(2_100)}`],
  ])('ignores %s, silently', async (_name, site, page) => {
    await expect(record(site, page)).resolves.toBeUndefined();
    expect(sightings.all()).toEqual([]);
  });

  it('remembers what it ignored for a few minutes, so a stale install costs no read per page view', async () => {
    const gone = 'c0ffee00-0000-4000-8000-000000000000';
    await record(gone, `${shop}/`);
    clock.advance(60_000);
    await record(gone, `${shop}/`);
    expect(sightings.reads).toBe(1);
  });

  it("records a page seen while the website's address was wrong within minutes of the owner fixing it", async () => {
    sightings.moveWebsite(websiteId, 'https://shop.example.org');
    await record(websiteId, `${shop}/pricing`);
    expect(sightings.all()).toEqual([]);

    // The owner fixes the address; the same page is seen again. It once stayed unrecorded until the next day.
    sightings.moveWebsite(websiteId, shop);
    clock.advance(ignoredForMs);
    await record(websiteId, `${shop}/pricing`);
    expect(sightings.all().map((s) => s.page)).toEqual([`${shop}/pricing`]);
  });

  it.each([
    ['the same host over the other scheme', 'http://shop.example/pricing'],
    ['its www twin', 'https://www.shop.example/pricing'],
  ])('records a page on %s, a near address the install check names', async (_name, page) => {
    await record(websiteId, page);
    expect(sightings.all().map((s) => s.page)).toEqual([page]);
    expect(await sightings.latestOnWebsites('owner-1' as UserId, [websiteId])).toEqual([]);
    expect((await sightings.latestNearWebsites('owner-1' as UserId, [websiteId])).map((s) => s.page)).toEqual([page]);
  });
});
