import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  isAttemptDue,
  lastErrorMaxLength,
  newEmailStatus,
  type AttemptResult,
  type EmailDelivery,
  type EmailStatus,
} from '../../../../domain/shared/email-delivery';

const at = new Date('2026-11-27T10:00:00Z');
const policy = { maxAttempts: 3 };
const delivery = (status: EmailStatus, attempts: number): EmailDelivery => ({
  status,
  attempts,
  lastError: null,
  lastAttemptAt: null,
  sentAt: null,
});
const refused: AttemptResult = { ok: false, error: '451 Try again later' };

describe('an email delivery', () => {
  it.each([
    ['with a mail server configured', true, 'pending'],
    ['without one', false, 'kept'],
  ] as const)('starts %s as %s', (_name, deliverable, expected) => {
    expect(newEmailStatus(deliverable)).toBe(expected);
  });

  it.each([
    ['pending', true],
    ['kept', false],
    ['sent', false],
    ['failed', false],
  ] as const)('is attempted when %s: %s', (status, due) => {
    expect(isAttemptDue(delivery(status, 0))).toBe(due);
  });

  it.each([
    ['the first attempt succeeds', delivery('pending', 0), { ok: true }, 'sent', 1, at],
    ['a retry succeeds', delivery('pending', 2), { ok: true }, 'sent', 3, null],
    ['the first attempt fails', delivery('pending', 0), refused, 'pending', 1, null],
    ['the second of three fails', delivery('pending', 1), refused, 'pending', 2, null],
    ['the last attempt fails', delivery('pending', 2), refused, 'failed', 3, null],
  ] as const)('after %s', (_name, before, result, status, attempts, sentAt) => {
    const after = afterAttempt(before, result, at, policy);
    expect(after.status).toBe(status);
    expect(after.attempts).toBe(attempts);
    expect(after.lastAttemptAt).toEqual(at);
    if (status === 'sent') expect(after.sentAt).toEqual(at);
    else expect(after.sentAt).toBe(sentAt);
  });

  it('keeps the last error, cut to a readable length, and keeps it once the email is sent', () => {
    const failed = afterAttempt(delivery('pending', 0), { ok: false, error: 'x'.repeat(2000) }, at, policy);
    expect(failed.lastError).toHaveLength(lastErrorMaxLength);
    expect(failed.lastError?.endsWith('…')).toBe(true);
    const sent = afterAttempt(failed, { ok: true }, at, policy);
    expect(sent.lastError).toBe(failed.lastError);
  });

  it('with one attempt allowed, fails at the first refusal', () => {
    expect(afterAttempt(delivery('pending', 0), refused, at, { maxAttempts: 1 }).status).toBe('failed');
  });
});
