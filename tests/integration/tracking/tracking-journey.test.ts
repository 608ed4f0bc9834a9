import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, fetchConfig, postTracking } from '../../support/tracking-operations';

describe('tracking endpoints, end to end through HTTP', () => {
  const testApp = useTestApplication();

  it('serves the config, enrols a visitor once and keeps their session summary', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const { response, config } = await fetchConfig(app, ws.websiteId, `${ws.websiteUrl}/pricing?utm=1#x`);
    expect(response.statusCode).toBe(200);
    expect(config?.tests).toHaveLength(1);
    const e = enrolment(ws);
    const first = await postTracking(app, 'enrol', e);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'enrolled' });
    expect((await postTracking(app, 'enrol', e)).json()).toEqual({ status: 'returning' });
    const events = await postTracking(app, 'events', {
      site: ws.websiteId,
      visitor: e.visitor,
      tests: [ws.testId],
      events: [
        { k: 'click', at: 10 },
        { k: 'time', at: 20, v: 12_000 },
      ],
    });
    expect(events.statusCode, events.body).toBe(202);
    expect(events.json()).toEqual({ counted: 1 });
    const session = await testApp()
      .db.database.db.selectFrom('tracking_sessions')
      .select(['variant_id', 'device', 'clicks', 'time_on_page_ms', 'engaged'])
      .where('visitor_id', '=', e.visitor)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ variant_id: ws.variantId, device: 3, clicks: 1, time_on_page_ms: 12_000, engaged: true });
  });
});
