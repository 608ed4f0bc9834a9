import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withVisualChanges } from '../../../domain/ab-tests/visual-change-code-rules';
import { signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createPage,
  createTest,
  createVariant,
  createWebsite,
  dataOf,
  getVariants,
  TEST_VARIANT,
  uniqueSiteUrl,
  type VariantData,
} from '../../support/workspace-operations';

const CREATE_LINK = `mutation CreateVisualEditorLink($variantId: ID!) {
  createVisualEditorLink(variantId: $variantId) { url expiresAt }
}`;

const heading = { selector: 'h1', kind: 'text', value: 'Sell more' } as const;
const button = { selector: 'button.buy', kind: 'background', value: 'green' } as const;

describe('the visual editor', () => {
  // Starts now, so the tokens' expiry times are real ones; moved forward to expire them.
  const clock = new FixedClock(new Date());
  const testApp = useTestApplication({}, { clock });

  async function ownerWithVariant() {
    const { app } = testApp();
    const owner = await signUp(app);
    const site = uniqueSiteUrl('editor');
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/landing' });
    const testId = await createTest(app, owner.token, pageId);
    const variant = await createVariant(app, owner.token, testId, { cssCode: 'p { margin: 0 }', jsCode: '' });
    const [control] = await getVariants(app, owner.token, testId);
    return { owner, site: new URL(site).origin, websiteId, variant, control: control! };
  }

  async function link(app: FastifyInstance, token: string, variantId: string) {
    return postGraphql<{ createVisualEditorLink: { url: string; expiresAt: string } }>(
      app,
      CREATE_LINK,
      { variantId },
      { bearer: token },
    );
  }

  async function tokenFor(app: FastifyInstance, ownerToken: string, variantId: string): Promise<string> {
    const url = new URL(dataOf(await link(app, ownerToken, variantId)).createVisualEditorLink.url);
    return url.searchParams.get('splitpenny_variant') ?? '';
  }

  const open = (app: FastifyInstance, token: string, origin: string) =>
    app.inject({ method: 'POST', url: '/api/editor/session', headers: { origin }, payload: { token } });

  const save = (app: FastifyInstance, credential: string, origin: string, changes: unknown[]) =>
    app.inject({
      method: 'PUT',
      url: '/api/editor/variant',
      headers: { origin, authorization: `Bearer ${credential}` },
      payload: { changes },
    });

  it("links to the test's page with a one-time token, for the owner's own variants only", async () => {
    const { app } = testApp();
    const { owner, site, variant, control } = await ownerWithVariant();
    const made = dataOf(await link(app, owner.token, variant.id)).createVisualEditorLink;
    expect(made.url).toMatch(new RegExp(`^${site}/landing\\?splitpenny_variant=spe_[\\w-]{20,}$`));
    expect(new Date(made.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);

    const stranger = await signUp(app);
    const refused = await link(app, stranger.token, variant.id);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ofControl = await link(app, owner.token, control.id);
    expect(ofControl.errors?.[0]?.message).toMatch(/control is the original page/);
  });

  it('opens once, from the test website only, and saves the changes as code the code editors show', async () => {
    const { app } = testApp();
    const { owner, site, variant } = await ownerWithVariant();
    const token = await tokenFor(app, owner.token, variant.id);

    const elsewhere = await open(app, token, 'https://attacker.example');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();

    const opened = await open(app, token, site);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['access-control-allow-origin']).toBe(site);
    expect(opened.headers['set-cookie']).toBeUndefined();
    const opening = opened.json<{ credential: string; siteOrigin: string; variant: Record<string, unknown> }>();
    expect(opening.siteOrigin).toBe(site);
    expect(opening.variant).toMatchObject({ id: variant.id, ownCss: 'p { margin: 0 }', ownJs: '', changes: [] });

    // The link is spent: whoever else has it (a log, a history) cannot open an editor with it.
    const again = await open(app, token, site);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'EditorLinkUsed', message: expect.stringMatching(/already used/) });

    const saved = await save(app, opening.credential, site, [heading, button]);
    expect(saved.statusCode).toBe(200);
    const expected = withVisualChanges({ cssCode: 'p { margin: 0 }', jsCode: '' }, [heading, button]);
    expect(saved.json()).toEqual(expected);
    const stored = dataOf(
      await postGraphql<{ testVariant: VariantData }>(app, TEST_VARIANT, { id: variant.id }, { bearer: owner.token }),
    ).testVariant;
    expect({ cssCode: stored.cssCode, jsCode: stored.jsCode }).toEqual(expected);
    expect(stored.cssCode.startsWith('p { margin: 0 }\n\n/* splitpenny:visual-editor')).toBe(true);

    // Opened again, the editor lists what it saved.
    const reopened = await open(app, await tokenFor(app, owner.token, variant.id), site);
    expect(reopened.json<{ variant: { changes: unknown[] } }>().variant.changes).toEqual([heading, button]);
  });

  it('refuses a stolen credential from another site, an unknown one, an expired link and an expired editor', async () => {
    const { app } = testApp();
    const { owner, site, variant } = await ownerWithVariant();
    const opening = (await open(app, await tokenFor(app, owner.token, variant.id), site)).json<{
      credential: string;
    }>();

    const stolen = await save(app, opening.credential, 'https://attacker.example', [heading]);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: 'EditorOnOtherSite' });
    expect((await save(app, 'spc_made-up', site, [heading])).json()).toMatchObject({ code: 'EditorSessionUnknown' });
    const unsigned = await app.inject({
      method: 'PUT',
      url: '/api/editor/variant',
      headers: { origin: site },
      payload: { changes: [] },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await open(app, 'spe_made-up', site)).json()).toMatchObject({ code: 'EditorLinkUnknown' });

    const late = await tokenFor(app, owner.token, variant.id);
    clock.advance(5 * 60 * 1000);
    const expiredLink = await open(app, late, site);
    expect(expiredLink.statusCode).toBe(401);
    expect(expiredLink.json()).toMatchObject({ code: 'EditorLinkExpired', message: expect.stringMatching(/expired/) });

    clock.advance(55 * 60 * 1000);
    const expiredEditor = await save(app, opening.credential, site, [heading]);
    expect(expiredEditor.statusCode).toBe(401);
    expect(expiredEditor.json()).toMatchObject({ code: 'EditorSessionExpired' });
  });

  it("answers the tracking script's config on a page opened with a live editor link with no test and the goals script", async () => {
    const { app } = testApp();
    const { owner, site, websiteId, variant } = await ownerWithVariant();
    const token = await tokenFor(app, owner.token, variant.id);
    const config = (preview: string) =>
      app.inject({
        method: 'GET',
        url: `/api/track/config?site=${websiteId}&page=${encodeURIComponent(`${site}/landing`)}&preview=${preview}`,
      });
    const editing = await config(token);
    expect(editing.json()).toEqual({ tests: [], goals: [] });
    expect(editing.headers['cache-control']).toBe('no-store');
    // A made-up or spent link puts no editor on the page: the config is the website's usual one.
    expect((await config('spe_made-up')).json()).not.toHaveProperty('goals');
    await open(app, token, site);
    expect((await config(token)).json()).not.toHaveProperty('goals');
  });

  it('saves only its own variant, and refuses changes that would break out of the code', async () => {
    const { app } = testApp();
    const { owner, site, variant } = await ownerWithVariant();
    const other = await ownerWithVariant();
    const opening = (await open(app, await tokenFor(app, owner.token, variant.id), site)).json<{
      credential: string;
    }>();
    // The credential names no variant: it saves the one it was opened for, whatever the other site is.
    const onOther = await save(app, opening.credential, other.site, [heading]);
    expect(onOther.statusCode).toBe(403);

    const breaking = await save(app, opening.credential, site, [
      { selector: 'h1', kind: 'color', value: 'red } body { display: none' },
    ]);
    expect(breaking.statusCode).toBe(400);
    expect(breaking.json()).toMatchObject({ code: 'InvalidVisualChange', message: expect.stringMatching(/Change 1/) });
    const unknownKind = await save(app, opening.credential, site, [{ selector: 'h1', kind: 'script', value: 'x' }]);
    expect(unknownKind.statusCode).toBe(400);

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/editor/variant',
      headers: { origin: site, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
