import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import { describe, expect, it } from 'vitest';
import type { ValidNewTest } from '../../../web/app/features/tests/new-test/new-test-draft';
import { submitNewTest, type NewTestApi } from '../../../web/app/features/tests/new-test/submit-new-test';

function refusal(message: string, field?: string): GraphqlFailure {
  const extensions = field === undefined ? { code: 'BAD_USER_INPUT' } : { code: 'BAD_USER_INPUT', field };
  return new GraphqlFailure(200, [{ message, extensions }]);
}

const draft: ValidNewTest = {
  page: { websiteId: 'w-1', pageId: 'p-1' },
  details: {
    name: 'Homepage headline',
    description: '',
    goalId: '3',
    targetDevices: ['MOBILES', 'DESKTOPS'],
    startDate: '2025-06-01',
    endDate: '2025-07-01',
    maxCases: 1000,
  },
  variants: {
    variants: [
      {
        name: 'Green',
        description: '',
        cssCode: 'h1 { color: green; }',
        jsCode: '',
        redirect: false,
        pageRedirectUrl: '',
      },
      {
        name: 'Elsewhere',
        description: 'A new page',
        cssCode: 'kept',
        jsCode: 'kept',
        redirect: true,
        pageRedirectUrl: 'https://example.com/new',
      },
    ],
    split: [40, 35, 25],
  },
};

/** A fake API that records every call and refuses the ones `refuse` names. */
function fakeApi(refuse: Partial<Record<keyof NewTestApi, GraphqlFailure>> = {}) {
  const calls: [string, unknown][] = [];
  let variantCount = 0;
  const call = <T>(name: keyof NewTestApi, input: unknown, answer: T): Promise<T> => {
    calls.push([name, input]);
    const error = refuse[name];
    return error === undefined ? Promise.resolve(answer) : Promise.reject(error);
  };
  const api: NewTestApi = {
    createTest: (input) => call('createTest', input, 't-1'),
    createTestVariant: (input) => {
      variantCount += 1;
      return call('createTestVariant', input, { id: `v-${variantCount}` });
    },
    testVariants: (testId) =>
      call('testVariants', testId, [
        { id: 'v-0', isControl: true },
        { id: 'v-1', isControl: false },
        { id: 'v-2', isControl: false },
      ]),
    setTrafficAllocations: (testId, allocations) => call('setTrafficAllocations', { testId, allocations }, []),
    deleteTest: (id) => call('deleteTest', id, undefined),
  };
  return { api, calls };
}

describe('creating a new test', () => {
  it('creates the test, each variant at 0%, then sets the chosen split', async () => {
    const { api, calls } = fakeApi();
    const progress: string[] = [];
    const result = await submitNewTest(draft, api, (message) => progress.push(message), { minimumLiftPercent: 5 });

    expect(result).toEqual({ ok: true, testId: 't-1' });
    expect(calls.map(([name]) => name)).toEqual([
      'createTest',
      'createTestVariant',
      'createTestVariant',
      'testVariants',
      'setTrafficAllocations',
    ]);
    expect(calls[0]?.[1]).toMatchObject({
      pageId: 'p-1',
      name: 'Homepage headline',
      goalId: '3',
      maxCases: 1000,
      minimumLiftPercent: 5,
      targetDevices: ['MOBILES', 'DESKTOPS'],
      startDate: new Date(2025, 5, 1).toISOString(),
      endDate: new Date(2025, 6, 1).toISOString(),
    });
    expect(calls[1]?.[1]).toEqual({
      testId: 't-1',
      name: 'Green',
      description: '',
      cssCode: 'h1 { color: green; }',
      jsCode: '',
      pageRedirectUrl: '',
      trafficAllocation: 0,
    });
    // A redirect sends only its address: its code is not part of the change.
    expect(calls[2]?.[1]).toEqual({
      testId: 't-1',
      name: 'Elsewhere',
      description: 'A new page',
      pageRedirectUrl: 'https://example.com/new',
      trafficAllocation: 0,
    });
    expect(calls[4]?.[1]).toEqual({
      testId: 't-1',
      allocations: [
        { variantId: 'v-0', trafficAllocation: 40 },
        { variantId: 'v-1', trafficAllocation: 35 },
        { variantId: 'v-2', trafficAllocation: 25 },
      ],
    });
    expect(progress).toEqual([
      'Creating the test…',
      'Adding variant 1 of 2…',
      'Adding variant 2 of 2…',
      'Setting the traffic split…',
    ]);
  });

  it.each([
    ['the page step', 'pageId', 'page', 'pageId'],
    ['the details step', 'endDate', 'details', 'endDate'],
    ['the details step', 'maxCases', 'details', 'maxCases'],
  ])('puts a refused createTest on %s, under %s', async (_step, field, step, path) => {
    const { api, calls } = fakeApi({ createTest: refusal('The message', field) });
    const result = await submitNewTest(draft, api, () => {});
    expect(result).toEqual({ ok: false, problems: { step, fields: [{ path, message: 'The message' }], general: [] } });
    expect(calls).toHaveLength(1);
  });

  it('keeps a refusal without a field on the review step', async () => {
    const { api } = fakeApi({ createTest: refusal('Unexpected error.') });
    const result = await submitNewTest(draft, api, () => {});
    expect(result).toMatchObject({ ok: false, problems: { step: 'review', fields: [] } });
    expect(result.ok ? [] : result.problems.general.map((problem) => problem.message)).toEqual(['Unexpected error.']);
  });

  it('puts a refused variant under its own field on the variants step, and deletes the half-made test', async () => {
    const message =
      'Enter a full address, like https://example.com/new-page, or a path on the same website, like /new-page';
    const { api, calls } = fakeApi({ createTestVariant: refusal(message, 'pageRedirectUrl') });
    const result = await submitNewTest(draft, api, () => {});
    expect(result).toEqual({
      ok: false,
      problems: { step: 'variants', fields: [{ path: 'variants.0.pageRedirectUrl', message }], general: [] },
    });
    expect(calls.at(-1)).toEqual(['deleteTest', 't-1']);
  });

  it('puts a refused split above the split, and deletes the half-made test', async () => {
    const message = 'The traffic allocations must add up to 100';
    const { api, calls } = fakeApi({ setTrafficAllocations: refusal(message, 'trafficAllocation') });
    const result = await submitNewTest(draft, api, () => {});
    expect(result).toEqual({
      ok: false,
      problems: { step: 'variants', fields: [{ path: 'split', message }], general: [] },
    });
    expect(calls.at(-1)).toEqual(['deleteTest', 't-1']);
  });

  it('still reports the problem when deleting the half-made test fails too', async () => {
    const { api } = fakeApi({
      createTestVariant: refusal('Enter a name', 'name'),
      deleteTest: refusal('Unexpected error.'),
    });
    const result = await submitNewTest(draft, api, () => {});
    expect(result).toMatchObject({ ok: false, problems: { step: 'variants', fields: [{ path: 'variants.0.name' }] } });
  });
});
