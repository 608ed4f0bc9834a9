import { describe, expect, it } from 'vitest';
import { contactLimitPerIp } from '../../../domain/contact/contact-message';
import { uniqueEmail } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { keptFrom, sendContactMessage, teamAddress, validMessage } from './contact-operations';

/** Five minutes into an hour, so that every message of the test falls in one window of the limit. */
const clock = { now: () => new Date('2026-03-02T09:05:00.000Z') };

describe('rate limit on the contact form', () => {
  const testApp = useTestApplication({ contactEmail: teamAddress }, { clock });

  it('answers TOO_MANY_REQUESTS past the limit from one IP, and keeps that message nowhere', async () => {
    const context = testApp();
    const ip = '203.0.113.60';
    // Mistakes do not count: a person correcting the form uses nothing up.
    const refused = await sendContactMessage(context.app, { ...validMessage, message: 'short' }, { ip });
    expect(refused.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    for (let attempt = 1; attempt <= contactLimitPerIp.attempts; attempt += 1) {
      const reply = await sendContactMessage(context.app, { ...validMessage, email: uniqueEmail('burst') }, { ip });
      expect(reply.data, `message ${attempt}`).toEqual({ sendContactMessage: { success: true } });
    }
    const email = uniqueEmail('one-too-many');
    const limited = await sendContactMessage(context.app, { ...validMessage, email }, { ip });
    expect(limited.status).toBe(429);
    // Six this hour (the refused one counts) at a limit of five: one more once a third of them slid out of the last
    // hour's span, twenty minutes into the next hour.
    expect(limited.error).toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600 + 20 * 60 - 5 * 60 },
    });
    expect(await keptFrom(context, email)).toEqual([]);

    // Another address is not held back by this one.
    const other = await sendContactMessage(context.app, { ...validMessage, email }, { ip: '203.0.113.61' });
    expect(other.data).toEqual({ sendContactMessage: { success: true } });
    expect(await keptFrom(context, email)).toHaveLength(1);
  });
});
