import { describe, expect, it } from 'vitest';
import {
  assignedVariantId,
  decideEnrolments,
  enrolmentKey,
  whyNotLive,
  type EnrolmentRequestFacts,
  type EnrolmentTarget,
} from '../../../domain/sessions/enrolment';

const now = new Date('2026-06-15T12:00:00Z');
const target: EnrolmentTarget = {
  testId: 't1',
  ownerId: 'owner',
  websiteId: 'site',
  active: true,
  startDate: new Date('2026-06-01T00:00:00Z'),
  endDate: new Date('2026-07-01T00:00:00Z'),
  maxCases: 10,
  sessionsCount: 0,
  variants: [
    { id: 'control', share: 70 },
    { id: 'b', share: 30 },
  ],
  devices: [],
};
/** A visitor's enrolment as their script sends it: in the variant their id picks, unless `overrides` say otherwise. */
const request = (visitorId: string, overrides: Partial<EnrolmentRequestFacts> = {}): EnrolmentRequestFacts => ({
  siteId: 'site',
  testId: 't1',
  variantId: assignedVariantId(target, visitorId) ?? 'none',
  visitorId,
  device: 3,
  ...overrides,
});

/** The first visitor ids `visitor-0`, `visitor-1`, ... that the hash puts in `variantId`. */
function visitorsIn(variantId: string, count: number): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count; i += 1) {
    if (assignedVariantId(target, `visitor-${i}`) === variantId) found.push(`visitor-${i}`);
  }
  return found;
}

/** The other variant of the test's two. */
const otherThan = (variantId: string): string => (variantId === 'b' ? 'control' : 'b');

describe('whyNotLive', () => {
  it.each([
    ['live', {}, 5, null],
    ['switched off', { active: false }, 5, 'inactive'],
    ['before its start', { startDate: new Date('2026-06-16T00:00:00Z') }, 5, 'not_started'],
    ['at its end', { endDate: now }, 5, 'ended'],
    ['at its cap', { sessionsCount: 10 }, 5, 'full'],
    ['owner out of sessions', {}, 0, 'out_of_sessions'],
  ] as const)('%s', (_name, change, balance, expected) => {
    expect(whyNotLive({ ...target, ...change }, balance, now)).toBe(expected);
  });
});

describe('decideEnrolments', () => {
  const state = (balance: number, changes: Partial<EnrolmentTarget> = {}, enrolled: string[] = []) => ({
    targets: new Map([['t1', { ...target, ...changes }]]),
    balances: new Map([['owner', balance]]),
    enrolled: new Set(enrolled),
  });

  it('charges each new visitor once and never takes the balance below zero', () => {
    const decisions = decideEnrolments([request('a'), request('b'), request('c')], state(2), now);
    expect(decisions).toEqual([{ kind: 'charge' }, { kind: 'charge' }, { kind: 'refuse', reason: 'out_of_sessions' }]);
  });

  it('answers a visitor already in the test, or twice in one batch, as returning, for free', () => {
    const decisions = decideEnrolments(
      [request('a'), request('b'), request('b')],
      state(5, {}, [enrolmentKey('t1', 'a')]),
      now,
    );
    expect(decisions).toEqual([{ kind: 'returning' }, { kind: 'charge' }, { kind: 'returning' }]);
  });

  it('stops at the cap, counting what the batch added', () => {
    const decisions = decideEnrolments([request('a'), request('b')], state(5, { sessionsCount: 9 }), now);
    expect(decisions).toEqual([{ kind: 'charge' }, { kind: 'refuse', reason: 'full' }]);
  });

  it.each([
    ['an unknown test', request('a', { testId: 'nope' })],
    ['another website', request('a', { siteId: 'other' })],
    ['a variant of another test', request('a', { variantId: 'elsewhere' })],
  ])('does not know %s', (_name, req) => {
    expect(decideEnrolments([req], state(5), now)).toEqual([{ kind: 'unknown' }]);
  });

  it('refuses a device the test does not target', () => {
    expect(decideEnrolments([request('a', { device: 1 })], state(5, { devices: [3] }), now)).toEqual([
      { kind: 'refuse', reason: 'other_device' },
    ]);
  });

  describe('the variant a new visitor comes in', () => {
    it('charges a new visitor in the variant their id picks, whichever variant that is', () => {
      const visitors = [...visitorsIn('control', 2), ...visitorsIn('b', 2)];
      expect(
        decideEnrolments(
          visitors.map((v) => request(v)),
          state(10),
          now,
        ),
      ).toEqual(visitors.map(() => ({ kind: 'charge' })));
    });

    it('refuses a new visitor in any other variant, charging and counting nothing', () => {
      const [inControl = '', inB = ''] = [...visitorsIn('control', 1), ...visitorsIn('b', 1)];
      const decisions = decideEnrolments(
        [request(inControl, { variantId: 'b' }), request(inB, { variantId: 'control' }), request(inB)],
        state(5, { maxCases: 2 }),
        now,
      );
      // Neither refusal took a session or a place under the cap: the honest visitor after them is charged.
      expect(decisions).toEqual([
        { kind: 'distrust', reason: 'variant' },
        { kind: 'distrust', reason: 'variant' },
        { kind: 'charge' },
      ]);
    });

    it('answers a visitor already in the test as returning, for free, whatever variant they name', () => {
      const [visitor = ''] = visitorsIn('b', 1);
      const decisions = decideEnrolments(
        [request(visitor), request(visitor, { variantId: otherThan('b') })],
        state(5, {}, [enrolmentKey('t1', visitor)]),
        now,
      );
      expect(decisions).toEqual([{ kind: 'returning' }, { kind: 'returning' }]);
    });

    it('never picks a variant with no share of the visitors', () => {
      const split = {
        variants: [
          { id: 'control', share: 100 },
          { id: 'b', share: 0 },
        ],
      };
      const visitors = Array.from({ length: 50 }, (_, i) => `visitor-${i}`);
      const decisions = decideEnrolments(
        visitors.map((v) => request(v, { variantId: 'b' })),
        state(100, { ...split, maxCases: 100 }),
        now,
      );
      expect(new Set(decisions.map((d) => d.kind))).toEqual(new Set(['distrust']));
    });

    it('refuses half of a forged batch that chose the variants itself, charging only the visitors the hash put there', () => {
      const visitors = Array.from({ length: 300 }, (_, i) => `forged-${i}`);
      const chosen = visitors.map((v, i) => request(v, { variantId: i < 150 ? 'control' : 'b' }));
      const decisions = decideEnrolments(chosen, state(1000, { maxCases: 1000 }), now);
      const charged = chosen.filter((_, i) => decisions[i]?.kind === 'charge');
      const honest = chosen.filter((r) => r.variantId === assignedVariantId(target, r.visitorId));
      expect(charged).toEqual(honest);
      expect(decisions.filter((d) => d.kind === 'distrust')).toHaveLength(300 - honest.length);
      // The hash splits 70/30 whatever the client chose: about half of its choices are refused.
      expect(honest.length).toBeGreaterThan(100);
      expect(honest.length).toBeLessThan(200);
    });
  });

  it('leaves the given state untouched', () => {
    const given = state(1);
    decideEnrolments([request('a')], given, now);
    expect(given.balances.get('owner')).toBe(1);
    expect(given.enrolled.size).toBe(0);
  });
});
