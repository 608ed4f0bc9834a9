import { describe, expect, it } from 'vitest';
import { testStatus, type TestStatusFacts } from '../../../domain/ab-tests/test-status';

const now = new Date('2026-11-24T12:00:00Z');
const day = 86_400_000;
const running: TestStatusFacts = {
  active: true,
  startDate: new Date(now.getTime() - day),
  endDate: new Date(now.getTime() + day),
  maxCases: 100,
  testSessionsCount: 10,
  stoppedAt: null,
  shippedVariantId: null,
  ownerEmailConfirmed: true,
};

describe('a test status', () => {
  it.each<[string, Partial<TestStatusFacts>, number, string]>([
    ['running: active, within its dates, below its cap, with sessions left', {}, 5, 'running'],
    ['inactive: not started by its owner', { active: false }, 5, 'inactive'],
    ['scheduled: before its start', { startDate: new Date(now.getTime() + 1) }, 5, 'scheduled'],
    ['ended: from its end on', { endDate: now }, 5, 'ended'],
    ['full: at its maximum', { testSessionsCount: 100 }, 5, 'full'],
    ['out of sessions: the owner has none left', {}, 0, 'out_of_sessions'],
    [
      'waiting for the email: the owner has not confirmed their address',
      { ownerEmailConfirmed: false },
      5,
      'email_unconfirmed',
    ],
    [
      'stopped: the owner stopped it, whatever else holds',
      { active: false, stoppedAt: now, endDate: now },
      0,
      'stopped',
    ],
    [
      'shipped: a winner is served, even once stopped',
      { active: false, stoppedAt: now, shippedVariantId: 'v' },
      0,
      'shipped',
    ],
  ])('%s', (_case, change, balance, expected) => {
    expect(testStatus({ ...running, ...change }, balance, now)).toBe(expected);
  });
});
