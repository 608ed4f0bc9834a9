import { describe, expect, it } from 'vitest';
import {
  assignedVariantId,
  decideEnrolments,
  enrolmentKey,
  whyNotLive,
  type EnrolmentPolicy,
  type EnrolmentRequestFacts,
  type EnrolmentState,
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
  dailySessionBudget: null,
  ownerEmailConfirmed: true,
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
    [
      'owner has not confirmed their email address, with sessions left',
      { ownerEmailConfirmed: false },
      5,
      'email_unconfirmed',
    ],
  ] as const)('%s', (_name, change, balance, expected) => {
    expect(whyNotLive({ ...target, ...change }, balance, now)).toBe(expected);
  });
});

const noLimit: EnrolmentPolicy = { newVisitorsPerNetworkPerHour: null };

describe('decideEnrolments', () => {
  const state = (
    balance: number,
    changes: Partial<EnrolmentTarget> = {},
    enrolled: string[] = [],
    newVisitorsByNetwork: [string, number][] = [],
  ): EnrolmentState => ({
    targets: new Map([['t1', { ...target, ...changes }]]),
    balances: new Map([['owner', balance]]),
    enrolled: new Set(enrolled),
    newVisitorsByNetwork: new Map(newVisitorsByNetwork),
    sessionsTodayByWebsite: new Map(),
  });

  it('charges each new visitor once and never takes the balance below zero', () => {
    const decisions = decideEnrolments([request('a'), request('b'), request('c')], state(2), now, noLimit);
    expect(decisions).toEqual([{ kind: 'charge' }, { kind: 'charge' }, { kind: 'refuse', reason: 'out_of_sessions' }]);
  });

  it("charges nobody in an unconfirmed owner's test, whatever their balance, and everybody once they confirm", () => {
    const requests = [request('a'), request('b')];
    expect(decideEnrolments(requests, state(5, { ownerEmailConfirmed: false }), now, noLimit)).toEqual([
      { kind: 'refuse', reason: 'email_unconfirmed' },
      { kind: 'refuse', reason: 'email_unconfirmed' },
    ]);
    expect(decideEnrolments(requests, state(5), now, noLimit)).toEqual([{ kind: 'charge' }, { kind: 'charge' }]);
  });

  it('answers a visitor already in the test, or twice in one batch, as returning, for free', () => {
    const decisions = decideEnrolments(
      [request('a'), request('b'), request('b')],
      state(5, {}, [enrolmentKey('t1', 'a')]),
      now,
      noLimit,
    );
    expect(decisions).toEqual([{ kind: 'returning' }, { kind: 'charge' }, { kind: 'returning' }]);
  });

  it('stops at the cap, counting what the batch added', () => {
    const decisions = decideEnrolments([request('a'), request('b')], state(5, { sessionsCount: 9 }), now, noLimit);
    expect(decisions).toEqual([{ kind: 'charge' }, { kind: 'refuse', reason: 'full' }]);
  });

  it.each([
    ['an unknown test', request('a', { testId: 'nope' })],
    ['another website', request('a', { siteId: 'other' })],
    ['a variant of another test', request('a', { variantId: 'elsewhere' })],
  ])('does not know %s', (_name, req) => {
    expect(decideEnrolments([req], state(5), now, noLimit)).toEqual([{ kind: 'unknown' }]);
  });

  it('refuses a device the test does not target', () => {
    expect(decideEnrolments([request('a', { device: 1 })], state(5, { devices: [3] }), now, noLimit)).toEqual([
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
          noLimit,
        ),
      ).toEqual(visitors.map(() => ({ kind: 'charge' })));
    });

    it('refuses a new visitor in any other variant, charging and counting nothing', () => {
      const [inControl = '', inB = ''] = [...visitorsIn('control', 1), ...visitorsIn('b', 1)];
      const decisions = decideEnrolments(
        [request(inControl, { variantId: 'b' }), request(inB, { variantId: 'control' }), request(inB)],
        state(5, { maxCases: 2 }),
        now,
        noLimit,
      );
      // Neither refusal took a session or a place under the cap: the honest visitor after them is charged.
      expect(decisions).toEqual([
        { kind: 'refuse_visit', reason: 'variant' },
        { kind: 'refuse_visit', reason: 'variant' },
        { kind: 'charge' },
      ]);
    });

    it('answers a visitor already in the test as returning, for free, whatever variant they name', () => {
      const [visitor = ''] = visitorsIn('b', 1);
      const decisions = decideEnrolments(
        [request(visitor), request(visitor, { variantId: otherThan('b') })],
        state(5, {}, [enrolmentKey('t1', visitor)]),
        now,
        noLimit,
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
        noLimit,
      );
      expect(new Set(decisions.map((d) => d.kind))).toEqual(new Set(['refuse_visit']));
    });

    it('refuses half of a forged batch that chose the variants itself, charging only the visitors the hash put there', () => {
      const visitors = Array.from({ length: 300 }, (_, i) => `forged-${i}`);
      const chosen = visitors.map((v, i) => request(v, { variantId: i < 150 ? 'control' : 'b' }));
      const decisions = decideEnrolments(chosen, state(1000, { maxCases: 1000 }), now, noLimit);
      const charged = chosen.filter((_, i) => decisions[i]?.kind === 'charge');
      const honest = chosen.filter((r) => r.variantId === assignedVariantId(target, r.visitorId));
      expect(charged).toEqual(honest);
      expect(decisions.filter((d) => d.kind === 'refuse_visit')).toHaveLength(300 - honest.length);
      // The hash splits 70/30 whatever the client chose: about half of its choices are refused.
      expect(honest.length).toBeGreaterThan(100);
      expect(honest.length).toBeLessThan(200);
    });
  });

  it('leaves the given state untouched', () => {
    const given = state(1);
    decideEnrolments([request('a', { network: 'n1' })], given, now, { newVisitorsPerNetworkPerHour: 5 });
    expect(given.balances.get('owner')).toBe(1);
    expect(given.enrolled.size).toBe(0);
    expect(given.newVisitorsByNetwork.size).toBe(0);
  });
});

describe('decideEnrolments with a limit on new visitors per network', () => {
  const limit: EnrolmentPolicy = { newVisitorsPerNetworkPerHour: 3 };
  const state = (brought: [string, number][] = [], enrolled: string[] = []): EnrolmentState => ({
    targets: new Map([['t1', target]]),
    balances: new Map([['owner', 100]]),
    enrolled: new Set(enrolled),
    newVisitorsByNetwork: new Map(brought),
    sessionsTodayByWebsite: new Map(),
  });
  const charge = { kind: 'charge' } as const;
  const refused = { kind: 'refuse_visit', reason: 'network_limit' } as const;
  const fromNetwork = (network: string | undefined, count: number, prefix = network ?? 'none') =>
    Array.from({ length: count }, (_, i) => request(`${prefix}-${i}`, network === undefined ? {} : { network }));

  it.each<[string, EnrolmentRequestFacts[], [string, number][], EnrolmentPolicy, string[]]>([
    [
      'a batch stops at the limit, counting what it charged',
      fromNetwork('n1', 5),
      [],
      limit,
      ['charge', 'charge', 'charge', 'refuse_visit', 'refuse_visit'],
    ],
    [
      'counts what the network brought within the hour',
      fromNetwork('n1', 2),
      [['n1', 2]],
      limit,
      ['charge', 'refuse_visit'],
    ],
    [
      'refuses every one once the network is at the limit',
      fromNetwork('n1', 2),
      [['n1', 3]],
      limit,
      ['refuse_visit', 'refuse_visit'],
    ],
    [
      'counts each network on its own',
      [...fromNetwork('n1', 2), ...fromNetwork('n2', 2)],
      [['n1', 2]],
      limit,
      ['charge', 'refuse_visit', 'charge', 'charge'],
    ],
    [
      'never limits an enrolment with no network',
      fromNetwork(undefined, 5),
      [],
      limit,
      ['charge', 'charge', 'charge', 'charge', 'charge'],
    ],
    [
      'limits nothing without a limit',
      fromNetwork('n1', 5),
      [['n1', 50]],
      noLimit,
      ['charge', 'charge', 'charge', 'charge', 'charge'],
    ],
  ])('%s', (_name, requests, brought, policy, expected) => {
    expect(decideEnrolments(requests, state(brought), now, policy).map((d) => d.kind)).toEqual(expected);
  });

  it('lets a returning visitor of a network at the limit back in, for free', () => {
    const decisions = decideEnrolments(
      [request('back', { network: 'n1' }), request('new', { network: 'n1' })],
      state([['n1', 3]], [enrolmentKey('t1', 'back')]),
      now,
      limit,
    );
    expect(decisions).toEqual([{ kind: 'returning' }, refused]);
  });

  it('answers a test that is not live as such, before the network limit', () => {
    const decisions = decideEnrolments(
      [request('a', { network: 'n1', device: 1 })],
      { ...state([['n1', 3]]), targets: new Map([['t1', { ...target, devices: [3] }]]) },
      now,
      limit,
    );
    expect(decisions).toEqual([{ kind: 'refuse', reason: 'other_device' }]);
  });

  it('counts a visitor refused at the limit as nothing, so the same visitor twice is refused twice', () => {
    const decisions = decideEnrolments(
      [request('a', { network: 'n1' }), request('a', { network: 'n1' })],
      state([['n1', 3]]),
      now,
      limit,
    );
    expect(decisions).toEqual([refused, refused]);
  });

  it('charges no balance for a refused visitor, leaving it to the next network', () => {
    const decisions = decideEnrolments(
      [...fromNetwork('n1', 1), ...fromNetwork('n2', 1)],
      { ...state([['n1', 3]]), balances: new Map([['owner', 1]]) },
      now,
      limit,
    );
    expect(decisions).toEqual([refused, charge]);
  });
});

describe('decideEnrolments with a daily session budget on the website', () => {
  const state = (chargedToday: number, budget: number | null, balance = 100): EnrolmentState => ({
    targets: new Map([
      ['t1', { ...target, maxCases: 1_000, dailySessionBudget: budget }],
      ['t2', { ...target, testId: 't2', maxCases: 1_000, dailySessionBudget: budget }],
    ]),
    balances: new Map([['owner', balance]]),
    enrolled: new Set(),
    newVisitorsByNetwork: new Map(),
    sessionsTodayByWebsite: budget === null ? new Map() : new Map([['site', chargedToday]]),
  });
  const visitors = (count: number, testId = 't1') =>
    Array.from({ length: count }, (_, i) => {
      const visitorId = `${testId}-v${i}`;
      return request(visitorId, { testId, variantId: assignedVariantId({ ...target, testId }, visitorId) ?? 'none' });
    });
  const kinds = (decisions: readonly { kind: string; reason?: string }[]) =>
    decisions.map((d) => (d.reason === undefined ? d.kind : `${d.kind}:${d.reason}`));

  it('charges up to the budget, counting what was charged today and what the batch charged, then pauses the day', () => {
    expect(kinds(decideEnrolments(visitors(4), state(3, 5), now, noLimit))).toEqual([
      'charge',
      'charge',
      'refuse:daily_budget',
      'refuse:daily_budget',
    ]);
  });

  it('counts every test of the website against one budget, and a returning visitor costs nothing of it', () => {
    const given = { ...state(4, 5), enrolled: new Set([enrolmentKey('t1', 't1-v0')]) };
    const batch = [...visitors(2, 't1'), ...visitors(2, 't2')];
    expect(kinds(decideEnrolments(batch, given, now, noLimit))).toEqual([
      'returning',
      'charge',
      'refuse:daily_budget',
      'refuse:daily_budget',
    ]);
  });

  it('charges without a count when the website has no budget', () => {
    expect(kinds(decideEnrolments(visitors(3), state(0, null), now, noLimit))).toEqual(['charge', 'charge', 'charge']);
  });
});
