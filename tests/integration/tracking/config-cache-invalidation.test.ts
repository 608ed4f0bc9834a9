import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrackingConfig } from '../../../domain/tracking/tracking-protocol';
import { ME, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { adjustBalance, createLiveWorkspace, fetchConfig, trackingSettings } from '../../support/tracking-operations';
import {
  CREATE_TEST_TARGET_DEVICES,
  dataOf,
  DELETE_TEST,
  MAKE_TEST_INACTIVE,
  UPDATE_TEST_VARIANT,
  type Workspace,
} from '../../support/workspace-operations';

/** An owner's change to their live workspace, through the API. */
type Change = (app: FastifyInstance, token: string, ws: Workspace) => Promise<{ errors: readonly unknown[] }>;

/**
 * Configs are kept a minute here, so only the database's notification can explain a change being served sooner: every
 * change below is heard back from the database (on PGlite too), whoever made it.
 */
describe('the tracking config kept in memory, dropped when the database says a test changed', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 60_000 }) });

  async function liveWorkspace(): Promise<{ token: string; userId: string; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { token: owner.token, userId: owner.id, ws: await createLiveWorkspace(app, owner.token) };
  }

  async function configOf(ws: Workspace): Promise<TrackingConfig> {
    const { config } = await fetchConfig(testApp().app, ws.websiteId, `${ws.websiteUrl}/pricing`);
    if (config === null) throw new Error('the config was not served');
    return config;
  }

  /** Resolves once the served config satisfies `holds`, asking every 10 ms; fails after 2 s. */
  async function servedSoon(ws: Workspace, holds: (config: TrackingConfig) => boolean): Promise<void> {
    const until = Date.now() + 2000;
    for (;;) {
      const config = await configOf(ws);
      if (holds(config)) return;
      if (Date.now() > until) throw new Error(`still served ${JSON.stringify(config)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const testOf = (config: TrackingConfig) => config.tests[0];

  it.each<[string, Change, (config: TrackingConfig) => boolean]>([
    [
      'a paused test',
      (app, token, ws) => postGraphql(app, MAKE_TEST_INACTIVE, { id: ws.testId }, { bearer: token }),
      (config) => config.tests.length === 0,
    ],
    [
      'a deleted test',
      (app, token, ws) => postGraphql(app, DELETE_TEST, { id: ws.testId }, { bearer: token }),
      (config) => config.tests.length === 0,
    ],
    [
      "a variant's new code",
      (app, token, ws) =>
        postGraphql(app, UPDATE_TEST_VARIANT, { input: { id: ws.variantId, jsCode: 'void 0;' } }, { bearer: token }),
      (config) => testOf(config)?.variants.some((variant) => variant.js === 'void 0;') === true,
    ],
    [
      "a test's new target devices",
      (app, token, ws) =>
        postGraphql(
          app,
          CREATE_TEST_TARGET_DEVICES,
          { input: { testId: ws.testId, targetDevices: ['MOBILES'] } },
          { bearer: token },
        ),
      (config) => testOf(config)?.devices.join() === '1',
    ],
  ])('serves %s at once, though its config was kept', async (_name, change, holds) => {
    const { app } = testApp();
    const { token, ws } = await liveWorkspace();
    expect(holds(await configOf(ws))).toBe(false);

    expect((await change(app, token, ws)).errors).toEqual([]);

    await servedSoon(ws, holds);
  });

  it('stops serving the tests of an owner whose balance another writer takes to zero, and serves them again', async () => {
    const { app, db } = testApp();
    const { token, userId, ws } = await liveWorkspace();
    const { me } = dataOf(await postGraphql<{ me: { testSessionsRemaining: number } }>(app, ME, {}, { bearer: token }));
    expect((await configOf(ws)).tests).toHaveLength(1);

    // Written straight to the database, as an operator's adjustment or the CLI's top-up in another process is.
    await adjustBalance(db.database.db, userId, -me.testSessionsRemaining);
    await servedSoon(ws, (config) => config.tests.length === 0);

    await adjustBalance(db.database.db, userId, 100);
    await servedSoon(ws, (config) => config.tests.length === 1);
  });
});
