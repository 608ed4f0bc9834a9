import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { confirmationSubject, received, subscribe } from './newsletter-operations';

const limit = 3;
/** Five seconds into a minute, so that every attempt falls in one window. */
const clock = { now: () => new Date('2026-03-02T09:30:05.000Z') };

describe('rate limit on the free guide sign-up', () => {
  const testApp = useTestApplication({ authRateLimitPerMinute: limit }, { clock });

  it('answers 429 past the limit from one IP, and sends that sign-up nothing', async () => {
    const context = testApp();
    const ip = '203.0.113.40';
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expect((await subscribe(context.app, uniqueEmail('burst'), ip)).status, `attempt ${attempt}`).toBe(200);
    }
    const email = uniqueEmail('refused');
    const refused = await subscribe(context.app, email, ip);
    expect(refused.status).toBe(429);
    // Four this minute (the refused one counts) at a limit of three: one more half way into the next minute.
    expect(refused.error).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 + 30 - 5 } });
    expect(await received(context, email, confirmationSubject)).toHaveLength(0);

    expect((await subscribe(context.app, email, '203.0.113.41')).status).toBe(200);
    expect(await received(context, email, confirmationSubject)).toHaveLength(1);
  });
});
