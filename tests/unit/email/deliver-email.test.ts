import { describe, expect, it } from 'vitest';
import { makeDeliverEmail } from '../../../application/email/deliver-email';
import type { EmailOutbox, OutboxEmail } from '../../../application/ports/email-outbox';
import type { EmailDelivery } from '../../../domain/shared/email-delivery';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { RecordingMailer } from '../../support/fakes/recording-mailer';

/** The outbox in memory, with the same check as the table's: an attempt recorded over a stale state is refused. */
class InMemoryOutbox implements EmailOutbox {
  readonly emails = new Map<string, OutboxEmail>();

  add(id: string, delivery: Partial<EmailDelivery> = {}): void {
    this.emails.set(id, {
      id,
      message: { to: 'ann@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
      delivery: { status: 'pending', attempts: 0, lastError: null, lastAttemptAt: null, sentAt: null, ...delivery },
    });
  }

  async find(id: string): Promise<OutboxEmail | null> {
    return this.emails.get(id) ?? null;
  }

  async recordAttempt(id: string, before: EmailDelivery, after: EmailDelivery): Promise<boolean> {
    const email = this.emails.get(id);
    if (email === undefined || email.delivery.status !== before.status || email.delivery.attempts !== before.attempts) {
      return false;
    }
    this.emails.set(id, { ...email, delivery: after });
    return true;
  }
}

function setUp() {
  const outbox = new InMemoryOutbox();
  const transport = new RecordingMailer();
  const clock = new FixedClock(new Date('2026-11-27T10:00:00Z'));
  const deliver = makeDeliverEmail({ outbox, transport, clock, policy: { maxAttempts: 2 } });
  return { outbox, transport, clock, deliver };
}

describe('delivering an email of the outbox', () => {
  it('hands it to the mail server and records it sent', async () => {
    const { outbox, transport, deliver } = setUp();
    outbox.add('e1');
    expect(await deliver('e1')).toEqual({ kind: 'sent', attempts: 1 });
    expect(transport.sent.map((m) => m.subject)).toEqual(['Hello']);
    expect(outbox.emails.get('e1')?.delivery).toMatchObject({
      status: 'sent',
      sentAt: new Date('2026-11-27T10:00:00Z'),
    });
  });

  it('records a refusal to be retried, then the final one as failed', async () => {
    const { outbox, transport, deliver } = setUp();
    outbox.add('e1');
    transport.failWith(new Error('451 Try again later'));
    expect(await deliver('e1')).toEqual({ kind: 'retrying', attempts: 1, error: '451 Try again later' });
    expect(await deliver('e1')).toEqual({ kind: 'failed', attempts: 2, error: '451 Try again later' });
    expect(outbox.emails.get('e1')?.delivery).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it.each([
    ['sent', { status: 'sent' as const, attempts: 1 }],
    ['failed', { status: 'failed' as const, attempts: 2 }],
    ['kept (no mail server)', { status: 'kept' as const }],
  ])('never sends one already %s', async (_name, delivery) => {
    const { outbox, transport, deliver } = setUp();
    outbox.add('e1', delivery);
    expect(await deliver('e1')).toEqual({ kind: 'not-due' });
    expect(transport.sent).toEqual([]);
  });

  it('says so when the email is not in the outbox', async () => {
    const { deliver } = setUp();
    expect(await deliver('nowhere')).toEqual({ kind: 'missing' });
  });

  it('records nothing over an attempt another worker recorded meanwhile', async () => {
    const { outbox, transport, deliver } = setUp();
    outbox.add('e1');
    const send = transport.send.bind(transport);
    transport.send = async (message) => {
      await send(message);
      outbox.add('e1', { status: 'sent', attempts: 1 });
    };
    expect(await deliver('e1')).toEqual({ kind: 'not-due' });
  });
});
