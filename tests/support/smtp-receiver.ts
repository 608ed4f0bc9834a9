import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  readonly url: string;
  readonly received: ParsedMail[];
  /** Each recipient's attempts so far, refused ones included. */
  readonly attempts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it is sent, parsed. `refuse` decides, by recipient and attempt
 * (1 for the first), which to turn away with a temporary failure (451), as a mail server that is struggling would.
 */
export async function startSmtpReceiver(
  options: { readonly refuse?: (recipient: string, attempt: number) => boolean } = {},
): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      if (options.refuse?.(address.address, attempt) === true) {
        done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
