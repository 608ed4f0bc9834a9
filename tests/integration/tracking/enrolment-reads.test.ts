import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { StatementLog } from '../../support/statement-log';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  postTracking,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';

/** The read of tests' owners that starts a batch into tests not seen yet (adapters/persistence/kysely-tracking-repository.ts). */
function ownerReads(statements: readonly string[]): readonly string[] {
  return statements.filter((sql) => sql.includes('prepared:test_owners'));
}

describe('an enrolment batch, in database round trips', () => {
  const log = new StatementLog();
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) }, { onStatement: log.record });

  it("reads a test's owner on its first batch only, and still charges that owner every time", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const before = await sessionsRemaining(app, owner.token);

    const first = await log.during(async () => {
      expect((await postTracking(app, 'enrol', enrolment(ws))).json()).toEqual({ status: 'enrolled' });
    });
    const second = await log.during(async () => {
      expect((await postTracking(app, 'enrol', enrolment(ws))).json()).toEqual({ status: 'enrolled' });
    });

    expect(ownerReads(first)).toHaveLength(1);
    expect(ownerReads(second)).toHaveLength(0);
    expect(second.some((sql) => sql.includes('prepared:lock_balances'))).toBe(true);
    expect(await sessionsRemaining(app, owner.token)).toBe(before - 2);
  });

  it('reads the owner of a test it has not seen in a batch with tests it has', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const seen = await createLiveWorkspace(app, owner.token);
    await postTracking(app, 'enrol', enrolment(seen));
    const other = await signUp(app);
    const fresh = await createLiveWorkspace(app, other.token);
    const otherBefore = await sessionsRemaining(app, other.token);

    const statements = await log.during(async () => {
      expect((await postTracking(app, 'enrol', enrolment(fresh))).json()).toEqual({ status: 'enrolled' });
    });

    expect(ownerReads(statements)).toHaveLength(1);
    expect(await sessionsRemaining(app, other.token)).toBe(otherBefore - 1);
  });
});
