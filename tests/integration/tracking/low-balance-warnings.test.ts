import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { KyselyBalanceForecastRepository } from '../../../adapters/persistence/kysely-balance-forecast-repository';
import { makeWarnLowBalances } from '../../../application/tracking/warn-low-balances';
import type { UserId } from '../../../domain/shared/ids';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { postGraphql } from '../../support/graphql-request';
import { startCheckout } from '../../support/payment-operations';
import { useTestApplication } from '../../support/test-application';
import { adjustBalance, createLiveWorkspace, enrolment, postTracking } from '../../support/tracking-operations';
import { dataOf, MAKE_TEST_INACTIVE, type Workspace } from '../../support/workspace-operations';

const FORECAST = `query Forecast { me { testSessionsRemaining sessionForecast { daysLeft dailyRate runningLow } } }`;

interface Forecast {
  readonly testSessionsRemaining: number;
  readonly sessionForecast: { daysLeft: number | null; dailyRate: number; runningLow: boolean };
}

describe('warning owners before their sessions run out', () => {
  const testApp = useTestApplication({ publicUrl: 'http://app.test' });
  const db = () => testApp().db.database.db;

  async function forecastOf(owner: SignedUpUser): Promise<Forecast> {
    return dataOf(await postGraphql<{ me: Forecast }>(testApp().app, FORECAST, {}, { bearer: owner.token })).me;
  }

  async function enrolVisitors(app: FastifyInstance, ws: Workspace, count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const reply = await postTracking(app, 'enrol', enrolment(ws));
      expect(reply.json()).toEqual({ status: 'enrolled' });
    }
  }

  /** An owner with a live test that four visitors entered just now, and `balance` sessions left after them. */
  async function ownerSpending(balance: number): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const start = await adjustBalance(db(), owner.id, 0 - (1000 - balance - 4));
    expect(start).toBe(balance + 4);
    await enrolVisitors(app, ws, 4);
    return { owner, ws };
  }

  /** The hourly check as one server process runs it, with its own connection use and mailer. */
  function checkOnce(mailer: RecordingMailer) {
    return makeWarnLowBalances({
      forecasts: new KyselyBalanceForecastRepository(db()),
      mailer,
      clock: { now: () => new Date() },
      appUrl: 'http://app.test',
    })();
  }

  const sentTo = (mailers: readonly RecordingMailer[], email: string) =>
    mailers.flatMap((m) => m.sent).filter((message) => message.to === email);

  it("answers the signed-in owner's own forecast: their rate of use, days left and whether they run low", async () => {
    const { owner } = await ownerSpending(6);
    const idle = await signUp(testApp().app);

    // Four sessions in the first day of use: four a day, so six last a day and a half.
    expect(await forecastOf(owner)).toEqual({
      testSessionsRemaining: 6,
      sessionForecast: { daysLeft: 1.5, dailyRate: 4, runningLow: true },
    });
    expect(await forecastOf(idle)).toEqual({
      testSessionsRemaining: 1000,
      sessionForecast: { daysLeft: null, dailyRate: 0, runningLow: false },
    });
    const anonymous = await postGraphql(testApp().app, FORECAST);
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is not low once the owner has switched their test off, however fast it spent', async () => {
    const { owner, ws } = await ownerSpending(6);
    dataOf(await postGraphql(testApp().app, MAKE_TEST_INACTIVE, { id: ws.testId }, { bearer: owner.token }));

    expect((await forecastOf(owner)).sessionForecast).toEqual({ daysLeft: 1.5, dailyRate: 4, runningLow: false });
    const mailer = new RecordingMailer();
    await checkOnce(mailer);
    expect(sentTo([mailer], owner.email)).toEqual([]);
  });

  it('sends one email when several server processes check at once, and none on the next check', async () => {
    const { owner } = await ownerSpending(6);
    const mailers = [new RecordingMailer(), new RecordingMailer(), new RecordingMailer()];

    await Promise.all(mailers.map((mailer) => checkOnce(mailer)));

    const sent = sentTo(mailers, owner.email);
    expect(sent.map((m) => m.subject)).toEqual(['Your test sessions will run out in about 2 days']);
    expect(sent[0]?.text).toContain('You have 6 sessions left, and your tests have been using about 4 a day.');
    expect(sent[0]?.text).toContain('Buy sessions to keep your tests running: http://app.test/pricing');

    const later = new RecordingMailer();
    await checkOnce(later);
    expect(sentTo([later], owner.email)).toEqual([]);
  });

  it('warns again only after sessions are bought and the balance runs low once more', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerSpending(6);
    const mailer = new RecordingMailer();
    await checkOnce(mailer);
    expect(sentTo([mailer], owner.email)).toHaveLength(1);

    // Spent down to two, still no second email: the owner has been told.
    await enrolVisitors(app, ws, 4);
    await checkOnce(mailer);
    expect(sentTo([mailer], owner.email)).toHaveLength(1);

    const checkout = await startCheckout(app, owner, 1000);
    const paid = await app.inject({ method: 'POST', url: `${new URL(checkout.url).pathname}/pay` });
    expect(paid.statusCode).toBe(303);
    expect((await forecastOf(owner)).sessionForecast.runningLow).toBe(false);
    await checkOnce(mailer);
    expect(sentTo([mailer], owner.email)).toHaveLength(1);

    // Down to three again (eight sessions in a day: eight a day), so it runs low once more and is told again.
    await adjustBalance(db(), owner.id, -999);
    expect(await forecastOf(owner)).toMatchObject({ testSessionsRemaining: 3, sessionForecast: { runningLow: true } });
    await checkOnce(mailer);
    expect(sentTo([mailer], owner.email).map((m) => m.subject)).toEqual([
      'Your test sessions will run out in about 2 days',
      'Your test sessions will run out within a day',
    ]);
  });

  it('tries again on the next check when the email could not be sent', async () => {
    const { owner } = await ownerSpending(6);
    const failing = new RecordingMailer();
    failing.failWith();
    const report = await checkOnce(failing);
    expect(report.emailsFailed).toBeGreaterThanOrEqual(1);

    const working = new RecordingMailer();
    await checkOnce(working);
    expect(sentTo([working], owner.email)).toHaveLength(1);
  });

  it('marks an owner warned only while their balance is still low and above zero', async () => {
    const { owner } = await ownerSpending(6);
    const repository = new KyselyBalanceForecastRepository(db());
    const id = owner.id as UserId;
    const at = new Date();

    // The balance rose since it was read (a purchase landed): no mark, so no email about a balance long gone.
    expect(await repository.markWarned(id, 5, at)).toBe(false);
    expect(await repository.markWarned(id, 6, at)).toBe(true);
    expect(await repository.markWarned(id, 6, at)).toBe(false);
    await repository.unmarkWarned(id, new Date(at.getTime() + 1));
    expect(await repository.markWarned(id, 6, at)).toBe(false);
    await repository.unmarkWarned(id, at);
    await adjustBalance(db(), owner.id, -6);
    expect(await repository.markWarned(id, 6, at)).toBe(false);
  });
});
