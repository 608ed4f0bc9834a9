import { describe, expect, it } from 'vitest';
import { makeSendContactMessage } from '../../../application/contact/send-contact-message';
import type { ContactMessageRepository } from '../../../application/ports/contact-message-repository';
import type { ContactMessage } from '../../../domain/contact/contact-message';
import type { UserId } from '../../../domain/shared/ids';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { SequentialIdGenerator, sequentialUuid } from '../../support/fakes/sequential-id-generator';

class InMemoryContactMessages implements ContactMessageRepository {
  readonly kept: ContactMessage[] = [];
  async add(message: ContactMessage): Promise<void> {
    this.kept.push(message);
  }
}

const team = 'team@splitpenny.test';

function setup() {
  const messages = new InMemoryContactMessages();
  const mailer = new RecordingMailer();
  const clock = new FixedClock();
  const send = makeSendContactMessage({ messages, mailer, clock, ids: new SequentialIdGenerator(), teamAddress: team });
  return { messages, mailer, clock, send };
}

const input = {
  userId: null,
  name: ' Ann <b>Smith</b> ',
  email: ' ann@example.com ',
  subject: 'Tracking script',
  message: 'Does the script work with a <script> tag manager?',
};

describe('sending a contact message', () => {
  it('keeps the message and emails it to the team, with the sender’s address to reply to', async () => {
    const { messages, mailer, clock, send } = setup();
    const result = await send(input);
    const kept: ContactMessage = {
      id: sequentialUuid(1) as ContactMessage['id'],
      userId: null,
      name: 'Ann <b>Smith</b>',
      email: 'ann@example.com',
      subject: 'Tracking script',
      message: 'Does the script work with a <script> tag manager?',
      createdAt: clock.now(),
    };
    expect(result).toEqual({ ok: true, value: kept });
    expect(messages.kept).toEqual([kept]);
    expect(mailer.sent).toHaveLength(1);
    const [email] = mailer.sent;
    expect(email?.to).toBe(team);
    expect(email?.subject).toBe('Contact form: Tracking script, from Ann <b>Smith</b> <ann@example.com>');
    expect(email?.text).toContain('Reply to: ann@example.com');
    expect(email?.text).toContain('Does the script work with a <script> tag manager?');
    // What the visitor typed is text in the HTML part, never markup.
    expect(email?.html).toContain('Ann &lt;b&gt;Smith&lt;/b&gt;');
    expect(email?.html).toContain('a &lt;script&gt; tag manager?');
    expect(email?.html).not.toContain('<script>');
  });

  it('names the account of a signed-in sender', async () => {
    const { messages, mailer, send } = setup();
    const userId = sequentialUuid(99) as UserId;
    await send({ ...input, userId });
    expect(messages.kept[0]?.userId).toBe(userId);
    expect(mailer.sent[0]?.text).toContain(`signed in, account ${userId}`);
  });

  it('refuses a message that breaks the rule, keeping and sending nothing', async () => {
    const { messages, mailer, send } = setup();
    const result = await send({ ...input, message: 'Too short' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'InvalidContactMessage', field: 'message', problem: 'too-short' },
    });
    expect(messages.kept).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('keeps the message and answers success when the email cannot be handed over', async () => {
    const { messages, mailer, send } = setup();
    mailer.failWith();
    const result = await send(input);
    expect(result.ok).toBe(true);
    expect(messages.kept).toHaveLength(1);
  });
});
