import { describe, expect, it } from 'vitest';
import {
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
  variantIds: ['control', 'b'],
  devices: [],
};
const request = (visitorId: string, overrides: Partial<EnrolmentRequestFacts> = {}): EnrolmentRequestFacts => ({
  siteId: 'site',
  testId: 't1',
  variantId: 'b',
  visitorId,
  device: 3,
  ...overrides,
});

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

  it('leaves the given state untouched', () => {
    const given = state(1);
    decideEnrolments([request('a')], given, now);
    expect(given.balances.get('owner')).toBe(1);
    expect(given.enrolled.size).toBe(0);
  });
});
