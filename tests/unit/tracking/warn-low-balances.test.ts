import { describe, expect, it } from 'vitest';
import { makeGetSessionForecast } from '../../../application/tracking/get-session-forecast';
import { makeWarnLowBalances } from '../../../application/tracking/warn-low-balances';
import type { UserId } from '../../../domain/shared/ids';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryBalanceForecasts } from '../../support/fakes/in-memory-balance-forecasts';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { sequentialUuid } from '../../support/fakes/sequential-id-generator';

const hour = 3_600_000;
const day = 24 * hour;
const appUrl = 'https://app.example.com';

/** Owners whose tests have spent `perDay` sessions on each of the past seven days, with `balance` left. */
function setup(owners: { balance: number; perDay: number; running?: boolean }[]) {
  const clock = new FixedClock(new Date('2026-06-15T12:00:00Z'));
  const forecasts = new InMemoryBalanceForecasts();
  const ids = owners.map(({ balance, perDay, running }, i) => {
    const userId = sequentialUuid(i + 1) as UserId;
    const charges = Array.from({ length: 7 }, (_, d) => new Date(clock.now().getTime() - (d + 1) * day));
    forecasts.addOwner({
      userId,
      email: `owner-${i + 1}@example.com`,
      balance,
      hasRunningTest: running ?? true,
      charges: charges.flatMap((at) => Array.from({ length: perDay }, () => at)),
    });
    return userId;
  });
  const mailer = new RecordingMailer();
  const warn = (mail = mailer) => makeWarnLowBalances({ forecasts, mailer: mail, clock, appUrl, batchSize: 2 })();
  const first = ids[0] ?? (sequentialUuid(1) as UserId);
  return { clock, forecasts, mailer, first, warn };
}

describe('warning owners whose sessions run low', () => {
  it('emails an owner whose sessions last three days or fewer, with when and the buy link', async () => {
    const { mailer, warn } = setup([{ balance: 120, perDay: 60 }]);

    const report = await warn();

    expect(report).toEqual({ ownersChecked: 1, ownersWarned: 1, emailsFailed: 0 });
    expect(mailer.sent).toHaveLength(1);
    const [email] = mailer.sent;
    expect(email?.to).toBe('owner-1@example.com');
    expect(email?.subject).toBe('Your test sessions will run out in about 2 days');
    expect(email?.text).toContain(
      'Your test sessions will run out in about 2 days at the current rate. Your tests pause when they do.',
    );
    expect(email?.text).toContain('You have 120 sessions left, and your tests have been using about 60 a day.');
    expect(email?.text).toContain(`Buy sessions to keep your tests running: ${appUrl}/pricing`);
    expect(email?.html).toContain(`<a href="${appUrl}/pricing">Buy sessions</a>`);
  });

  it('leaves alone owners with days to spare, with no use, with no running test, or with none left', async () => {
    const { mailer, warn } = setup([
      { balance: 1000, perDay: 60 },
      { balance: 5, perDay: 0 },
      { balance: 30, perDay: 60, running: false },
      { balance: 0, perDay: 60 },
    ]);

    const report = await warn();

    expect(report).toEqual({ ownersChecked: 2, ownersWarned: 0, emailsFailed: 0 });
    expect(mailer.sent).toEqual([]);
  });

  it('sends once: not again an hour later, nor once the balance is spent further', async () => {
    const { clock, forecasts, mailer, first, warn } = setup([{ balance: 150, perDay: 60 }]);
    await warn();
    clock.advance(hour);
    forecasts.spend(first, 60, clock.now());

    const again = await warn();

    expect(again.ownersWarned).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it('warns again after sessions are credited and the balance runs low once more', async () => {
    const { clock, forecasts, mailer, first, warn } = setup([{ balance: 150, perDay: 60 }]);
    await warn();

    forecasts.credit(first, 500);
    clock.advance(hour);
    expect((await warn()).ownersWarned).toBe(0);

    forecasts.spend(first, 550, clock.now());
    clock.advance(hour);
    const later = await warn();

    expect(later.ownersWarned).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual(['owner-1@example.com', 'owner-1@example.com']);
  });

  it('sends one email when two servers run the check at the same moment', async () => {
    const { mailer, warn } = setup([{ balance: 100, perDay: 60 }]);
    const other = new RecordingMailer();

    const reports = await Promise.all([warn(), warn(other)]);

    expect(reports.map((r) => r.ownersWarned).sort()).toEqual([0, 1]);
    expect([...mailer.sent, ...other.sent]).toHaveLength(1);
  });

  it('tries again on the next run when the email could not be sent', async () => {
    const { clock, mailer, warn } = setup([{ balance: 100, perDay: 60 }]);
    mailer.failWith();

    expect(await warn()).toEqual({ ownersChecked: 1, ownersWarned: 0, emailsFailed: 1 });

    const working = new RecordingMailer();
    clock.advance(hour);
    expect(await warn(working)).toEqual({ ownersChecked: 1, ownersWarned: 1, emailsFailed: 0 });
    expect(working.sent).toHaveLength(1);
  });

  it('goes through every owner, batch after batch', async () => {
    const { mailer, warn } = setup([
      { balance: 100, perDay: 60 },
      { balance: 2000, perDay: 60 },
      { balance: 50, perDay: 60 },
      { balance: 90, perDay: 60 },
      { balance: 170, perDay: 60 },
    ]);

    const report = await warn();

    expect(report).toEqual({ ownersChecked: 5, ownersWarned: 4, emailsFailed: 0 });
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([
      'owner-1@example.com',
      'owner-3@example.com',
      'owner-4@example.com',
      'owner-5@example.com',
    ]);
  });
});

describe('the session forecast of one owner', () => {
  it('answers the rate, the days left and whether they run low', async () => {
    const { clock, forecasts, first } = setup([{ balance: 90, perDay: 60 }]);
    const get = makeGetSessionForecast({ forecasts, clock });

    const result = await get(first);

    expect(result).toEqual({ ok: true, value: { dailyRate: 60, daysLeft: 1.5, runningLow: true } });
  });

  it('says so when the user no longer exists', async () => {
    const { clock, forecasts } = setup([]);
    const get = makeGetSessionForecast({ forecasts, clock });

    expect(await get(sequentialUuid(99) as UserId)).toEqual({ ok: false, error: { kind: 'UserNotFound' } });
  });
});
