import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, postTracking, trackingSettings } from '../../support/tracking-operations';
import { createWorkspace, dataOf } from '../../support/workspace-operations';

const CREATE = `mutation Create($testId: ID!) { createTestShareLink(testId: $testId) { token shareLink { id createdAt } } }`;
const REVOKE = `mutation Revoke($testId: ID!) { revokeTestShareLink(testId: $testId) { success } }`;
const LINK = `query Link($id: ID!) { test(id: $id) { shareLink { id createdAt } } }`;
const SHARED = `query Shared($token: String!) { sharedTestResults(token: $token) {
  test { id name goalName live maxCases variants { id name variantNo isControl trafficAllocation } changes { what } }
  testResults { sessions verdict { kind } comparisons { variantId sessions } }
  testPerformanceData { variantId sessions }
} }`;

interface Created {
  readonly token: string;
  readonly shareLink: { readonly id: string; readonly createdAt: string };
}

describe('share links to a test’s results', () => {
  const testApp = useTestApplication({
    tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }),
    resultsCacheMs: 0,
  });

  async function create(token: string, testId: string): Promise<Created> {
    return dataOf(
      await postGraphql<{ createTestShareLink: Created }>(testApp().app, CREATE, { testId }, { bearer: token }),
    ).createTestShareLink;
  }

  const shared = (token: string, bearer?: string) =>
    postGraphql<{ sharedTestResults: Record<string, unknown> }>(
      testApp().app,
      SHARED,
      { token },
      bearer === undefined ? {} : { bearer },
    );

  it('opens the test’s results to anyone holding it, with nothing else of its owner', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    for (const variant of [ws.controlId, ws.variantId]) {
      expect((await postTracking(app, 'enrol', enrolment(ws, { variant }))).json()).toEqual({ status: 'enrolled' });
    }
    const link = await create(owner.token, ws.testId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reply = await shared(link.token);
    expect(reply.errors).toEqual([]);
    expect(reply.data?.sharedTestResults).toMatchObject({
      test: { id: ws.testId, live: true, maxCases: 500, changes: [] },
      testResults: { sessions: 2, comparisons: [{ variantId: ws.variantId, sessions: 1 }] },
      testPerformanceData: [
        { variantId: ws.controlId, sessions: 1 },
        { variantId: ws.variantId, sessions: 1 },
      ],
    });
    // The owner sees that a link is in force, never its token again.
    expect(dataOf(await postGraphql(app, LINK, { id: ws.testId }, { bearer: owner.token }))).toEqual({
      test: { shareLink: link.shareLink },
    });
  });

  it('has no way from the shared test to its owner, their page, their code or their other tests', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createWorkspace(app, owner.token);
    const { token } = await create(owner.token, ws.testId);
    for (const field of [
      'test { pageUrl }',
      'test { websiteUrl }',
      'test { variants { cssCode } }',
      'test { variants { pageRedirectUrl } }',
      'test { status }',
      'me { email }',
    ]) {
      const reply = await postGraphql(app, `query($token: String!) { sharedTestResults(token: $token) { ${field} } }`, {
        token,
      });
      expect(reply.error?.extensions?.code, field).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    // A share link is no sign-in: the owner's own queries still need one.
    const me = await postGraphql(app, 'query { me { email } }');
    expect(me.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stops working once revoked, and a new link replaces the old one', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createWorkspace(app, owner.token);
    const first = await create(owner.token, ws.testId);
    const second = await create(owner.token, ws.testId);
    expect((await shared(first.token)).error).toMatchObject({
      message: 'This share link does not exist or was revoked by its owner.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await shared(second.token)).errors).toEqual([]);

    expect(dataOf(await postGraphql(app, REVOKE, { testId: ws.testId }, { bearer: owner.token }))).toEqual({
      revokeTestShareLink: { success: true },
    });
    expect((await shared(second.token)).error?.extensions?.code).toBe('NOT_FOUND');
    expect(dataOf(await postGraphql(app, LINK, { id: ws.testId }, { bearer: owner.token }))).toEqual({
      test: { shareLink: null },
    });
    // Nothing left to revoke.
    const again = await postGraphql(app, REVOKE, { testId: ws.testId }, { bearer: owner.token });
    expect(again.error).toMatchObject({
      message: 'This test has no share link to revoke.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers an unknown or malformed token as not found, the same as a revoked one', async () => {
    for (const token of ['x'.repeat(43), 'not a token', '', 'a'.repeat(500)]) {
      expect((await shared(token)).error, token).toMatchObject({
        message: 'This share link does not exist or was revoked by its owner.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it("refuses another owner's test as not found, and links go with a deleted test", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const other = await signUp(app);
    const ws = await createWorkspace(app, owner.token);
    const { token } = await create(owner.token, ws.testId);
    for (const operation of [CREATE, REVOKE]) {
      const reply = await postGraphql(app, operation, { testId: ws.testId }, { bearer: other.token });
      expect(reply.error?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await shared(token)).errors).toEqual([]);
    const bad = await postGraphql(app, CREATE, { testId: 'not-a-test' }, { bearer: owner.token });
    expect(bad.error?.extensions?.code).toBe('NOT_FOUND');

    await postGraphql(
      app,
      'mutation($id: ID!) { deleteTest(id: $id) { success } }',
      { id: ws.testId },
      {
        bearer: owner.token,
      },
    );
    expect((await shared(token)).error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('needs the owner signed in to make or revoke a link', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createWorkspace(app, owner.token);
    const anonymous = await postGraphql(app, CREATE, { testId: ws.testId });
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
