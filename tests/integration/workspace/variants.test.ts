import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  CREATE_TEST_VARIANT,
  createPage,
  createTest,
  createVariant,
  createWebsite,
  dataOf,
  DELETE_TEST_VARIANT,
  getTest,
  getVariants,
  SET_TRAFFIC_ALLOCATIONS,
  TEST_VARIANT,
  UPDATE_TEST_VARIANT,
  workspaceSnapshot,
  type VariantData,
} from '../../support/workspace-operations';

const changesNothing = {
  message: 'A variant must change the page: add CSS, JavaScript or a redirect address',
  extensions: { code: 'BAD_USER_INPUT', field: 'cssCode' },
};

const mustAddUp = (total: number) => `The traffic allocations of a test's variants must add up to 100%, not ${total}%`;

const nameProblems: [string, string, string][] = [
  ['an empty name', '', 'Enter a name'],
  ['a name of spaces', '   ', 'Enter a name'],
  ['a name with punctuation', 'Shop!', 'The name can only contain letters, numbers, and spaces'],
  ['a name of 101 characters', 'a'.repeat(101), 'Use at most 100 characters for the name'],
];

describe('test variants', () => {
  const testApp = useTestApplication();

  /** An owner with a fresh test on https://example.com/pricing, and its control. */
  async function ownerWithTest() {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: 'https://example.com' });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/pricing' });
    const testId = await createTest(app, owner.token, pageId);
    const [control] = await getVariants(app, owner.token, testId);
    if (control === undefined) throw new Error('a new test has its control');
    return { owner, testId, control };
  }

  const allocations = (variants: readonly VariantData[]) => variants.map((v) => [v.name, v.trafficAllocation]);

  it('adds a variant with 0% of the traffic beside the control, with its code, and shows it by id', async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    const reply = await postGraphql<{ createTestVariant: VariantData }>(
      app,
      CREATE_TEST_VARIANT,
      {
        input: {
          testId,
          name: 'Green button',
          description: 'A green call to action',
          cssCode: '.cta { background: green }',
          jsCode: 'document.title = "B";',
          trafficAllocation: 0,
        },
      },
      { bearer: owner.token },
    );
    const variant = dataOf(reply).createTestVariant;
    expect(variant).toMatchObject({
      testId,
      name: 'Green button',
      description: 'A green call to action',
      cssCode: '.cta { background: green }',
      jsCode: 'document.title = "B";',
      trafficAllocation: 0,
      variantNo: 1,
      isControl: false,
      hasRedirect: false,
      pageRedirectUrl: null,
    });
    const shown = await postGraphql<{ testVariant: VariantData }>(
      app,
      TEST_VARIANT,
      { id: variant.id },
      { bearer: owner.token },
    );
    expect(dataOf(shown).testVariant).toEqual(variant);

    const variants = await getVariants(app, owner.token, testId);
    expect(variants.map((v) => [v.id, v.variantNo, v.trafficAllocation])).toEqual([
      [control.id, 0, 100],
      [variant.id, 1, 0],
    ]);
    expect((await getTest(app, owner.token, testId)).variants).toEqual(variants);
  });

  it('numbers variants in the order they were added', async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const b = await createVariant(app, owner.token, testId, { name: 'B' });
    const c = await createVariant(app, owner.token, testId, { name: 'C' });
    expect([b.variantNo, c.variantNo]).toEqual([1, 2]);
    expect((await getVariants(app, owner.token, testId)).map((v) => v.variantNo)).toEqual([0, 1, 2]);
  });

  it('refuses a variant whose share would take the test over 100%, naming the field, and adds nothing', async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      CREATE_TEST_VARIANT,
      { input: { testId, name: 'Greedy', cssCode: 'h1 { color: teal }', trafficAllocation: 30 } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'trafficAllocation' } });
    expect(reply.error?.message.startsWith(mustAddUp(130))).toBe(true);
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it('splits the traffic evenly when asked to rebalance, the control taking the rounding', async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    const b = await createVariant(app, owner.token, testId, { name: 'B', rebalance: true, trafficAllocation: 90 });
    expect(b.trafficAllocation).toBe(50);
    expect(allocations(await getVariants(app, owner.token, testId))).toEqual([
      [control.name, 50],
      ['B', 50],
    ]);
    await createVariant(app, owner.token, testId, { name: 'C', rebalance: true });
    expect(allocations(await getVariants(app, owner.token, testId))).toEqual([
      [control.name, 34],
      ['B', 33],
      ['C', 33],
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a javascript: redirect',
      { pageRedirectUrl: 'javascript:alert(1)' },
      'pageRedirectUrl',
      'Enter a full address, like https://example.com/new-page, or a path on the same website, like /new-page',
    ],
    [
      'a redirect without a scheme',
      { pageRedirectUrl: 'example.com/b' },
      'pageRedirectUrl',
      'Enter a full address, like https://example.com/new-page, or a path on the same website, like /new-page',
    ],
    ['a share over 100', { trafficAllocation: 101 }, 'trafficAllocation', 'Traffic allocation is between 0 and 100'],
    ['a negative share', { trafficAllocation: -1 }, 'trafficAllocation', 'Traffic allocation is between 0 and 100'],
    ...nameProblems.map(
      ([c, name, message]) => [c, { name }, 'name', message] as [string, Record<string, unknown>, string, string],
    ),
  ])('refuses a new variant with %s, naming the field, and adds nothing', async (_case, change, field, message) => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      CREATE_TEST_VARIANT,
      { input: { testId, name: 'B', trafficAllocation: 0, ...change } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no CSS, JavaScript or redirect', {}],
    ['empty code and an empty redirect address', { cssCode: '', jsCode: '', pageRedirectUrl: '' }],
    ['code of only spaces and line breaks', { cssCode: '  \n', jsCode: '\t\r\n', rebalance: true }],
  ])('refuses a new variant with %s, which would change nothing, and adds nothing', async (_case, change) => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      CREATE_TEST_VARIANT,
      { input: { testId, name: 'Same page', trafficAllocation: 0, ...change } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject(changesNothing);
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['its CSS, its only change, cleared', { cssCode: '.buy { color: orange }' }, { cssCode: '' }],
    ['its code replaced by blanks', { cssCode: 'h1 {}', jsCode: 'void 0;' }, { cssCode: ' ', jsCode: '\n' }],
    [
      'the redirect it relied on removed',
      { cssCode: '', pageRedirectUrl: 'https://example.com/b' },
      { pageRedirectUrl: '' },
    ],
  ])('refuses to change a variant so it changes nothing (%s), and keeps it', async (_case, start, change) => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const variant = await createVariant(app, owner.token, testId, { name: 'B', ...start });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: variant.id, name: 'Renamed', ...change } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject(changesNothing);
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it('lets the control, the original page, change nothing: its name and share still change', async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    await createVariant(app, owner.token, testId, { name: 'B', jsCode: 'void 0;', cssCode: '' });
    const reply = await postGraphql<{ updateTestVariant: VariantData }>(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: control.id, name: 'Original', trafficAllocation: 60, rebalance: true } },
      { bearer: owner.token },
    );
    expect(dataOf(reply).updateTestVariant).toMatchObject({ name: 'Original', cssCode: '', jsCode: '' });
    expect(allocations(await getVariants(app, owner.token, testId))).toEqual([
      ['Original', 60],
      ['B', 40],
    ]);
  });

  it('adds a variant that redirects, and lists the address on its test', async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const variant = await createVariant(app, owner.token, testId, {
      name: 'Redirect',
      pageRedirectUrl: 'https://example.com/pricing-b',
    });
    expect(variant).toMatchObject({ hasRedirect: true, pageRedirectUrl: 'https://example.com/pricing-b' });
    expect((await getTest(app, owner.token, testId)).variantRedirectUrls).toEqual(['https://example.com/pricing-b']);
  });

  it('adds a variant that redirects to a path on the same website, as a page address may be one', async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const variant = await createVariant(app, owner.token, testId, { name: 'Redirect', pageRedirectUrl: '/pricing-b' });
    expect(variant).toMatchObject({ hasRedirect: true, pageRedirectUrl: '/pricing-b' });
    const leaving = await postGraphql(
      app,
      CREATE_TEST_VARIANT,
      { input: { testId, name: 'Away', pageRedirectUrl: '//elsewhere.example/b' } },
      { bearer: owner.token },
    );
    expect(leaving.error?.message).toBe(
      'Enter a full address, like https://example.com/new-page, or a path on the same website, like /new-page',
    );
  });

  it('changes a variant, keeping the fields left out, and removes its redirect with an empty address', async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const variant = await createVariant(app, owner.token, testId, {
      name: 'Before',
      description: 'First idea',
      cssCode: 'a {}',
      jsCode: 'void 0;',
      pageRedirectUrl: 'https://example.com/b',
    });

    const renamed = await postGraphql<{ updateTestVariant: VariantData }>(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: variant.id, name: 'After', cssCode: 'b {}' } },
      { bearer: owner.token },
    );
    expect(dataOf(renamed).updateTestVariant).toMatchObject({
      id: variant.id,
      name: 'After',
      description: 'First idea',
      cssCode: 'b {}',
      jsCode: 'void 0;',
      pageRedirectUrl: 'https://example.com/b',
      hasRedirect: true,
      trafficAllocation: 0,
      variantNo: 1,
    });

    const moved = await postGraphql<{ updateTestVariant: VariantData }>(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: variant.id, pageRedirectUrl: 'https://example.com/c' } },
      { bearer: owner.token },
    );
    expect(dataOf(moved).updateTestVariant).toMatchObject({ pageRedirectUrl: 'https://example.com/c', name: 'After' });
    expect((await getTest(app, owner.token, testId)).variantRedirectUrls).toEqual(['https://example.com/c']);

    const cleared = await postGraphql<{ updateTestVariant: VariantData }>(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: variant.id, pageRedirectUrl: '' } },
      { bearer: owner.token },
    );
    expect(dataOf(cleared).updateTestVariant).toMatchObject({ hasRedirect: false, pageRedirectUrl: null });
    const shown = await postGraphql<{ testVariant: VariantData }>(
      app,
      TEST_VARIANT,
      { id: variant.id },
      { bearer: owner.token },
    );
    expect(dataOf(shown).testVariant).toMatchObject({ hasRedirect: false, pageRedirectUrl: null, cssCode: 'b {}' });
    expect((await getTest(app, owner.token, testId)).variantRedirectUrls).toEqual([]);
  });

  it('refuses a redirect on the control, naming the field, and keeps the control', async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: control.id, pageRedirectUrl: 'https://example.com/elsewhere' } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({
      message: 'The control shows the original page and cannot redirect.',
      extensions: { code: 'BAD_USER_INPUT', field: 'pageRedirectUrl' },
    });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
    expect((await getVariants(app, owner.token, testId))[0]).toEqual(control);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a javascript: redirect',
      { pageRedirectUrl: 'javascript:alert(1)' },
      'pageRedirectUrl',
      'Enter a full address, like https://example.com/new-page, or a path on the same website, like /new-page',
    ],
    ['a share over 100', { trafficAllocation: 101 }, 'trafficAllocation', 'Traffic allocation is between 0 and 100'],
    ...nameProblems.map(
      ([c, name, message]) => [c, { name }, 'name', message] as [string, Record<string, unknown>, string, string],
    ),
  ])('refuses to change a variant to %s, naming the field, and keeps it', async (_case, change, field, message) => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const variant = await createVariant(app, owner.token, testId, { name: 'Kept' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: variant.id, ...change } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it("refuses to change one variant's share so that the test no longer adds up to 100%", async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const variant = await createVariant(app, owner.token, testId, { name: 'B' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: variant.id, trafficAllocation: 50 } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'trafficAllocation' } });
    expect(reply.error?.message.startsWith(mustAddUp(150))).toBe(true);
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it('sets the share of every variant at once, answering the variants control first', async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    const b = await createVariant(app, owner.token, testId, { name: 'B' });
    const c = await createVariant(app, owner.token, testId, { name: 'C' });
    const reply = await postGraphql<{ setTrafficAllocations: VariantData[] }>(
      app,
      SET_TRAFFIC_ALLOCATIONS,
      {
        input: {
          testId,
          allocations: [
            { variantId: c.id, trafficAllocation: 25 },
            { variantId: control.id, trafficAllocation: 50 },
            { variantId: b.id, trafficAllocation: 25 },
          ],
        },
      },
      { bearer: owner.token },
    );
    expect(dataOf(reply).setTrafficAllocations.map((v) => [v.id, v.trafficAllocation])).toEqual([
      [control.id, 50],
      [b.id, 25],
      [c.id, 25],
    ]);
    expect((await getVariants(app, owner.token, testId)).map((v) => v.trafficAllocation)).toEqual([50, 25, 25]);
  });

  it.each<[string, [number, number], Record<string, string>, string]>([
    ['that add up to less than 100', [60, 30], { field: 'trafficAllocation' }, mustAddUp(90)],
    ['that add up to more than 100', [80, 30], { field: 'trafficAllocation' }, mustAddUp(110)],
    ['with a share over 100', [101, 0], {}, 'Traffic allocation is between 0 and 100'],
  ])('refuses allocations %s and changes nothing', async (_case, [first, second], field, message) => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    const b = await createVariant(app, owner.token, testId, { name: 'B' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      SET_TRAFFIC_ALLOCATIONS,
      {
        input: {
          testId,
          allocations: [
            { variantId: control.id, trafficAllocation: first },
            { variantId: b.id, trafficAllocation: second },
          ],
        },
      },
      { bearer: owner.token },
    );
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', ...field });
    expect(reply.error?.message.startsWith(message)).toBe(true);
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it('refuses to delete the control and keeps it', async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    await createVariant(app, owner.token, testId, { name: 'B' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(app, DELETE_TEST_VARIANT, { id: control.id }, { bearer: owner.token });
    expect(reply.error).toMatchObject({
      message: 'The control is the original page and cannot be deleted.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it("deletes a variant and gives its share to the control, so the test's shares still add up to 100", async () => {
    const { app } = testApp();
    const { owner, testId, control } = await ownerWithTest();
    const b = await createVariant(app, owner.token, testId, { name: 'B', rebalance: true });
    const c = await createVariant(app, owner.token, testId, { name: 'C', rebalance: true });
    expect((await getVariants(app, owner.token, testId)).map((v) => v.trafficAllocation)).toEqual([34, 33, 33]);

    const reply = await postGraphql<{ deleteTestVariant: { success: boolean } }>(
      app,
      DELETE_TEST_VARIANT,
      { id: b.id },
      { bearer: owner.token },
    );
    expect(dataOf(reply).deleteTestVariant).toEqual({ success: true });
    expect((await getVariants(app, owner.token, testId)).map((v) => [v.id, v.trafficAllocation])).toEqual([
      [control.id, 67],
      [c.id, 33],
    ]);
    const gone = await postGraphql(app, TEST_VARIANT, { id: b.id }, { bearer: owner.token });
    expect(gone.error).toMatchObject({
      message: 'There is no variant with that id.',
      extensions: { code: 'NOT_FOUND' },
    });

    dataOf(await postGraphql(app, DELETE_TEST_VARIANT, { id: c.id }, { bearer: owner.token }));
    expect((await getVariants(app, owner.token, testId)).map((v) => [v.id, v.trafficAllocation])).toEqual([
      [control.id, 100],
    ]);
    const again = await postGraphql(app, DELETE_TEST_VARIANT, { id: c.id }, { bearer: owner.token });
    expect(again.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('drops the address of a deleted redirect variant from its test', async () => {
    const { app } = testApp();
    const { owner, testId } = await ownerWithTest();
    const b = await createVariant(app, owner.token, testId, { name: 'B', pageRedirectUrl: 'https://example.com/b' });
    dataOf(await postGraphql(app, DELETE_TEST_VARIANT, { id: b.id }, { bearer: owner.token }));
    expect((await getTest(app, owner.token, testId)).variantRedirectUrls).toEqual([]);
  });
});
