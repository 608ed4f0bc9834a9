import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { KyselySessionSpikeSource } from '../../../adapters/persistence/kysely-session-spike-source';
import { makeWarnSessionSpikes } from '../../../application/tracking/warn-session-spikes';
import { spikeFloorPerHour } from '../../../domain/sessions/session-spike';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, postTracking, trackingSettings } from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';

describe("telling owners when a website's charged sessions jump", () => {
  // Every visitor comes from this machine's address, whose new visitors the per-network limit would cut at 100.
  const testApp = useTestApplication({
    publicUrl: 'http://app.test',
    tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }),
  });
  const db = () => testApp().db.database.db;
  const hourMs = 3_600_000;

  async function enrolVisitors(app: FastifyInstance, ws: Workspace, count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const reply = await postTracking(app, 'enrol', enrolment(ws));
      expect(reply.json()).toEqual({ status: 'enrolled' });
    }
  }

  async function ownerWithVisitors(count: number): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    await enrolVisitors(app, ws, count);
    return { owner, ws };
  }

  /** The hourly check as one worker runs it, with its own mailer. */
  function checkOnce(mailer: RecordingMailer, now = new Date()) {
    return makeWarnSessionSpikes({
      spikes: new KyselySessionSpikeSource(db()),
      mailer,
      clock: { now: () => now },
      appUrl: 'http://app.test',
    })();
  }

  const sentTo = (mailers: readonly RecordingMailer[], email: string) =>
    mailers.flatMap((m) => m.sent).filter((message) => message.to === email);

  it('emails the owner once when a quiet website is charged many sessions in an hour, however many workers check', async () => {
    const { owner } = await ownerWithVisitors(spikeFloorPerHour + 5);
    const quiet = await ownerWithVisitors(spikeFloorPerHour - 1);

    const mailers = [new RecordingMailer(), new RecordingMailer(), new RecordingMailer()];
    await Promise.all(mailers.map((mailer) => checkOnce(mailer)));

    const sent = sentTo(mailers, owner.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^Unusually many test sessions on /);
    expect(sent[0]?.text).toContain(`were charged ${spikeFloorPerHour + 5} sessions in the last hour`);
    expect(sent[0]?.text).toContain('http://app.test/user/tests');
    expect(sentTo(mailers, quiet.owner.email)).toEqual([]);

    // An hour later the storm goes on: still one email that day.
    const later = new RecordingMailer();
    await checkOnce(later);
    expect(sentTo([later], owner.email)).toEqual([]);
  });

  it("counts a website's last hour apart from its week before, and a busy week is no spike", async () => {
    const { ws } = await ownerWithVisitors(spikeFloorPerHour);
    const source = new KyselySessionSpikeSource(db());
    const busy = async () =>
      (await source.busyWebsites(new Date(), spikeFloorPerHour)).find((w) => w.websiteId === ws.websiteId);
    expect(await busy()).toMatchObject({ lastHour: spikeFloorPerHour, weekBefore: 0 });

    // Those sessions were two days ago; today's hour is as busy as the week's average.
    await db()
      .updateTable('tracking_sessions')
      .set({ started_at: new Date(Date.now() - 48 * hourMs) })
      .where('test_id', '=', ws.testId)
      .execute();
    expect(await busy()).toBeUndefined();
    const { app } = testApp();
    await enrolVisitors(app, ws, spikeFloorPerHour);
    expect(await busy()).toMatchObject({ lastHour: spikeFloorPerHour, weekBefore: spikeFloorPerHour });
  });
});
