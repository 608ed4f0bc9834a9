import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { valueOf } from '../../support/prometheus-text';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  clientAddress,
  createSignupTest,
  eventBatch,
  hashPickedVariant,
  postTracking,
  postTrackingFrom,
  sessionsRemaining,
  trackingSettings,
  visitorIn,
} from '../../support/tracking-operations';
import { dataOf } from '../../support/workspace-operations';

const RESULTS = `query Results($id: ID!) { testResults(testId: $id) {
  sessions
  goals { variants { variantNo visitors conversions } }
  verdict { kind action variantNo } } }`;

interface Results {
  readonly sessions: number;
  readonly goals: readonly {
    readonly variants: readonly { variantNo: number; visitors: number; conversions: number }[];
  }[];
  readonly verdict: { readonly kind: string; readonly action: string; readonly variantNo: number | null };
}

/** One visitor as the client sent them: the id, the variant it named, and whether it then sent a conversion. */
interface Sent {
  readonly visitor: string;
  readonly variant: string;
  readonly converts: boolean;
}

describe('enrolments naming another variant than the visitor id picks', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0, rateLimitPerMinute: 100_000 }) });

  async function results(app: FastifyInstance, owner: SignedUpUser, testId: string): Promise<Results> {
    return dataOf(await postGraphql<{ testResults: Results }>(app, RESULTS, { id: testId }, { bearer: owner.token }))
      .testResults;
  }

  it('charges and counts only the visitors in the variant their id picks, so choosing variants forges no winner', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const { ws, split, goalId } = await createSignupTest(app, owner.token);
    const A = ws.controlId;
    const B = ws.variantId;
    // 300 visitors, 150 naming each variant, and half of them naming the one their id does not pick. The visitors
    // in their own variant convert alike in both (30 of 75); every visitor the client put in B against the hash
    // converts, as the client that forged a winner did.
    const group = (picked: string, named: string, converting: number): Sent[] =>
      Array.from({ length: 75 }, (_, i) => ({
        visitor: visitorIn(ws.testId, picked, split),
        variant: named,
        converts: i < converting,
      }));
    const sent = [...group(A, A, 30), ...group(B, A, 0), ...group(B, B, 30), ...group(A, B, 75)];
    expect(sent.filter((s) => s.variant === B)).toHaveLength(150);
    const honest = (s: Sent): boolean => hashPickedVariant(ws.testId, s.visitor, split) === s.variant;
    expect(sent.filter(honest)).toHaveLength(150);
    const balance = await sessionsRemaining(app, owner.token);

    // Each visitor from a network of their own: what is judged here is the variants they named, not where they are.
    for (const [n, s] of sent.entries()) {
      const reply = await postTrackingFrom(app, clientAddress(n), 'enrol', {
        site: ws.websiteId,
        test: ws.testId,
        variant: s.variant,
        visitor: s.visitor,
        device: 3,
      });
      if (honest(s)) {
        expect(reply.json()).toEqual({ status: 'enrolled' });
      } else {
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({ status: 'refused', reason: 'variant' });
      }
    }
    for (const s of sent.filter((x) => x.converts)) {
      const reply = await postTracking(
        app,
        'events',
        eventBatch(ws, s.visitor, [{ k: 'goal', at: 10, g: goalId }], { tests: [] }),
      );
      // A refused visitor has no session: their conversion counts in no test.
      expect(reply.json()).toEqual({ counted: honest(s) ? 1 : 0 });
    }

    expect(balance - (await sessionsRemaining(app, owner.token))).toBe(150);
    const read = await results(app, owner, ws.testId);
    expect(read.sessions).toBe(150);
    expect(read.goals[0]?.variants).toEqual([
      { variantNo: 0, visitors: 75, conversions: 30 },
      { variantNo: 1, visitors: 75, conversions: 30 },
    ]);
    expect(read.verdict.kind).not.toBe('WINNER');
    expect(read.verdict.action).not.toBe('SHIP');

    // A refused visitor who comes back in the variant their id picks is a new visitor like any other.
    const [refused] = sent.filter((s) => !honest(s));
    const again = { site: ws.websiteId, test: ws.testId, visitor: refused!.visitor, device: 3 };
    const picked = hashPickedVariant(ws.testId, refused!.visitor, split);
    expect((await postTracking(app, 'enrol', { ...again, variant: picked })).json()).toEqual({ status: 'enrolled' });
    // Once in the test, a visitor is returning, free, whatever variant they name.
    const other = picked === A ? B : A;
    expect((await postTracking(app, 'enrol', { ...again, variant: other })).json()).toEqual({ status: 'returning' });
    expect(balance - (await sessionsRemaining(app, owner.token))).toBe(151);

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(valueOf(metrics, 'splitpenny_tracking_enrolments_total', { outcome: 'wrong_variant' })).toBe(150);
  });
});
