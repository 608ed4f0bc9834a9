import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, eventBatch, postTracking } from '../../support/tracking-operations';
import { createWorkspace, dataOf, DELETE_TEST_DATA_FOR_TEST, type Workspace } from '../../support/workspace-operations';
import type { VariantPerformance } from '../../../domain/statistics/variant-performance';
import type { TrackerEvent } from '../../../domain/tracking/tracking-protocol';

const TEST_PERFORMANCE = `query TestPerformance($testId: ID!) {
  testPerformanceData(testId: $testId) {
    variantId variantNo sessions avgClicks avgFormSubmits avgScrolledDownPercentage medianTimeOnPage bounceRate
    buttonData { avgClicks avgHovers }
    formData { avgClicks avgHovers submissionRate medianTimeSpent }
  }
}`;

/** What testPerformanceData answers: the domain's VariantPerformance, field for field. */
type Performance = VariantPerformance;

const noActivity = {
  avgClicks: 0,
  avgFormSubmits: 0,
  avgScrolledDownPercentage: 0,
  medianTimeOnPage: 0,
  bounceRate: 0,
  buttonData: { avgClicks: 0, avgHovers: 0 },
  formData: { avgClicks: 0, avgHovers: 0, submissionRate: 0, medianTimeSpent: 0 },
};

describe('testPerformanceData', () => {
  const testApp = useTestApplication();

  async function performance(token: string, testId: string): Promise<Performance[]> {
    const reply = await postGraphql<{ testPerformanceData: Performance[] }>(
      testApp().app,
      TEST_PERFORMANCE,
      { testId },
      { bearer: token },
    );
    return dataOf(reply).testPerformanceData;
  }

  async function visit(ws: Workspace, variant: string, events: TrackerEvent[]): Promise<void> {
    const { app } = testApp();
    const body = enrolment(ws, { variant });
    expect((await postTracking(app, 'enrol', body)).json()).toEqual({ status: 'enrolled' });
    if (events.length > 0) {
      const reply = await postTracking(app, 'events', eventBatch(ws, body.visitor, events));
      expect(reply.json()).toEqual({ counted: 1 });
    }
  }

  it('gives each variant, control first, zero sessions before anyone visits', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createWorkspace(testApp().app, owner.token);
    expect(await performance(owner.token, ws.testId)).toEqual([
      { variantId: ws.controlId, variantNo: 0, sessions: 0, ...noActivity },
      { variantId: ws.variantId, variantNo: 1, sessions: 0, ...noActivity },
    ]);
  });

  it('reads back, per variant, exactly what the visitors did', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspace(testApp().app, owner.token);
    // Control: one engaged visitor (a button click, half the page, 20 s) and one who bounced (3 s, no click).
    await visit(ws, ws.controlId, [
      { k: 'button_click', at: 1000 },
      { k: 'scroll', at: 2000, v: 50 },
      { k: 'time', at: 20_000, v: 20_000 },
    ]);
    await visit(ws, ws.controlId, [{ k: 'time', at: 3000, v: 3000 }]);
    // Variant: three visitors; one fills in a form for 8 s and submits it, one hovers a button, one does nothing.
    await visit(ws, ws.variantId, [
      { k: 'form_hover', at: 500 },
      { k: 'form_click', at: 1000 },
      { k: 'form_time', at: 9000, v: 8000 },
      { k: 'form_submit', at: 9100 },
      { k: 'scroll', at: 9500, v: 90 },
      { k: 'time', at: 30_000, v: 30_000 },
    ]);
    await visit(ws, ws.variantId, [
      { k: 'button_hover', at: 700 },
      { k: 'scroll', at: 800, v: 30 },
      { k: 'time', at: 12_000, v: 12_000 },
    ]);
    await visit(ws, ws.variantId, []);

    const [control, variant] = await performance(owner.token, ws.testId);
    expect(control).toMatchObject({
      variantId: ws.controlId,
      sessions: 2,
      avgClicks: 0.5,
      avgFormSubmits: 0,
      avgScrolledDownPercentage: 25,
      bounceRate: 0.5,
      buttonData: { avgClicks: 0.5, avgHovers: 0 },
      formData: { avgClicks: 0, avgHovers: 0, submissionRate: 0, medianTimeSpent: 0 },
    });
    // The median of 3 s and 20 s is the lower middle, 3 s, read from a bucket about 10% wide.
    expect(control?.medianTimeOnPage).toBeCloseTo(3, 0);
    expect(variant).toMatchObject({
      variantId: ws.variantId,
      sessions: 3,
      avgClicks: 1 / 3,
      avgFormSubmits: 1 / 3,
      avgScrolledDownPercentage: 40,
      bounceRate: 1 / 3,
      buttonData: { avgClicks: 0, avgHovers: 1 / 3 },
      formData: { avgClicks: 1 / 3, avgHovers: 1 / 3, submissionRate: 1 / 3 },
    });
    expect(Math.abs((variant?.medianTimeOnPage ?? 0) - 12) / 12).toBeLessThan(0.06);
    expect(variant?.formData.medianTimeSpent).toBe(0);
  });

  it("gives NOT_FOUND for another owner's test, and an unknown or malformed id", async () => {
    const owner = await signUp(testApp().app);
    const ws = await createWorkspace(testApp().app, owner.token);
    const stranger = await signUp(testApp().app);
    for (const testId of [ws.testId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const reply = await postGraphql(testApp().app, TEST_PERFORMANCE, { testId }, { bearer: stranger.token });
      expect(reply.error, testId).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('starts again from zero after the test data is deleted', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspace(testApp().app, owner.token);
    await visit(ws, ws.variantId, [{ k: 'click', at: 10 }]);
    expect((await performance(owner.token, ws.testId))[1]?.sessions).toBe(1);
    dataOf(await postGraphql(testApp().app, DELETE_TEST_DATA_FOR_TEST, { id: ws.testId }, { bearer: owner.token }));
    expect((await performance(owner.token, ws.testId)).map((p) => p.sessions)).toEqual([0, 0]);
  });
});
