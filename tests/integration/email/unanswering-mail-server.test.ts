import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../adapters/config/config';
import type { RunningJobs } from '../../../adapters/main';
import { signUp } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { startTestWorker } from '../../support/test-worker';

/** A mail server that takes connections and never says a word: every attempt hangs until it lets go. */
let server: Server;
const connections: Socket[] = [];
let port = 0;
beforeAll(async () => {
  server = createServer((socket) => void connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});

describe('a mail server that does not answer', () => {
  const mail = (): Config['mail'] => ({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Splitpenny <hello@splitpenny.test>',
    maxAttempts: 3,
    retryDelaySeconds: 1,
  });
  let worker: RunningJobs | undefined;
  const testApp = useTestApplication(() => ({ mail: mail() }), {
    enqueueEmail: (emailId) => worker?.enqueueEmail(emailId) ?? Promise.resolve(),
  });
  beforeAll(async () => {
    worker = await startTestWorker(testApp().db, { mail: mail(), topUpSchedule: false });
  });
  afterAll(async () => {
    // The attempt in hand fails as the server lets go, so the worker stops at once.
    for (const socket of connections) socket.destroy();
    await worker?.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('holds up no one: the sign-up answers at once while the welcome email waits on the server', async () => {
    const { app, db } = testApp();
    const started = performance.now();
    const user = await signUp(app);
    expect(performance.now() - started).toBeLessThan(2_000);

    // The worker is now stuck on the server...
    const deadline = Date.now() + 10_000;
    while (connections.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(connections.length).toBeGreaterThan(0);
    // ...and the email waits, pending, for its first attempt to end.
    const email = await db.database.db
      .selectFrom('outbox_emails')
      .select(['status', 'attempts'])
      .where('to_address', '=', user.email)
      .executeTakeFirst();
    expect(email).toEqual({ status: 'pending', attempts: 0 });
  });
});
