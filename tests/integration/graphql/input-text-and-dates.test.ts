import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  CREATE_TEST,
  CREATE_TEST_VARIANT,
  createPage,
  createWebsite,
  createWorkspace,
  daysFromNow,
  testInput,
  UPDATE_TEST_VARIANT,
  type Workspace,
} from '../../support/workspace-operations';

const testApp = useTestApplication();

const CREATE_USER_FEEDBACK = `mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {
  createUserFeedback(input: $input) { success } }`;
const SEND_CONTACT_MESSAGE = `mutation SendContactMessage($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) { success } }`;
const SAVE_BANK_DETAILS = `mutation SaveBankDetails($input: BankDetailsInput!) {
  saveUserBankDetails(input: $input) { bankName } }`;
const CREATE_AVATAR_GOAL = `mutation CreateAvatarGoal($input: AvatarGoalInput!) {
  createAvatarGoal(input: $input) { useCase } }`;

const nul = 'before\u0000after';
const loneSurrogate = 'before\ud800after';

describe('GraphQL: text no database can store is refused, naming the field', () => {
  let token: string;
  let workspace: Workspace;
  beforeAll(async () => {
    token = (await signUp(testApp().app)).token;
    workspace = await createWorkspace(testApp().app, token);
  });

  const bankDetails = { firstName: 'Ada', lastName: 'Lovelace', bankName: 'Bank', country: 'GB' };
  const avatarGoal = { goalCategoryId: '1', goalComment: 'More sign-ups', improvements: 'Headlines', useCase: 'Shop' };

  const cases: readonly [string, () => [string, Record<string, unknown>], string][] = [
    [
      'a test description',
      () => [CREATE_TEST, { input: testInput(workspace.pageId, { description: nul }) }],
      'description',
    ],
    [
      'a variant description',
      () => [CREATE_TEST_VARIANT, { input: { testId: workspace.testId, name: 'B', description: nul } }],
      'description',
    ],
    ['CSS code', () => [UPDATE_TEST_VARIANT, { input: { id: workspace.variantId, cssCode: nul } }], 'cssCode'],
    ['JS code', () => [UPDATE_TEST_VARIANT, { input: { id: workspace.variantId, jsCode: nul } }], 'jsCode'],
    ['feedback', () => [CREATE_USER_FEEDBACK, { input: { comment: nul, rating: 'GOOD' } }], 'comment'],
    [
      'a contact message',
      () => [
        SEND_CONTACT_MESSAGE,
        { input: { name: 'Ada', email: 'ada@example.com', subject: 'General question', message: nul } },
      ],
      'message',
    ],
    ['bank details', () => [SAVE_BANK_DETAILS, { input: { ...bankDetails, bankName: nul } }], 'bankName'],
    ['a profile answer', () => [CREATE_AVATAR_GOAL, { input: { ...avatarGoal, improvements: nul } }], 'improvements'],
  ];

  it.each(cases)('a NUL character in %s', async (_name, request, field) => {
    const [query, variables] = request();
    const reply = await postGraphql(testApp().app, query, variables, { bearer: token });
    expect(reply.status).toBe(400);
    expect(reply.errors).toHaveLength(1);
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(reply.error?.message).toBe(`${field} contains a NUL character (\\u0000), which cannot be stored`);
  });

  it('a lone surrogate, which would have been replaced silently', async () => {
    const reply = await postGraphql(
      testApp().app,
      UPDATE_TEST_VARIANT,
      { input: { id: workspace.variantId, jsCode: loneSurrogate } },
      { bearer: token },
    );
    expect(reply.status).toBe(400);
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsCode' });
    expect(reply.error?.message).toBe('jsCode contains an unpaired UTF-16 surrogate, which is not valid Unicode text');
  });

  it('a NUL written as an escape in a literal of the query', async () => {
    const query = `mutation { sendContactMessage(input: { name: "Ada", email: "ada@example.com",
      subject: "General question", message: "bad\\u0000" }) { success } }`;
    const reply = await postGraphql(testApp().app, query, {}, { bearer: token });
    expect(reply.status).toBe(400);
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
  });

  it('the same query text checked on every request: refused each time, and each request by its own variables', async () => {
    const query = `mutation { sendContactMessage(input: { name: "Ada", email: "ada@example.com",
      subject: "General question", message: "bad\\u0000" }) { success } }`;
    for (const _time of [1, 2]) {
      const reply = await postGraphql(testApp().app, query, {}, { bearer: token });
      expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
    }
    const good = { input: { id: workspace.variantId, jsCode: 'console.log(1)' } };
    const bad = { input: { id: workspace.variantId, jsCode: nul } };
    expect((await postGraphql(testApp().app, UPDATE_TEST_VARIANT, good, { bearer: token })).errors).toEqual([]);
    const refused = await postGraphql(testApp().app, UPDATE_TEST_VARIANT, bad, { bearer: token });
    expect(refused.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsCode' });
    expect((await postGraphql(testApp().app, UPDATE_TEST_VARIANT, good, { bearer: token })).errors).toEqual([]);
  });

  it('a NUL in a variable that is not an input object names the argument', async () => {
    const reply = await postGraphql(
      testApp().app,
      'mutation Visit($referrerId: String!) { createAffiliateSession(referrerId: $referrerId) { success } }',
      { referrerId: nul },
    );
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'referrerId' });
  });

  it('well-formed text from any alphabet, with emoji (surrogate pairs), is stored as sent', async () => {
    const description = 'Zürich 東京 \u{1F680} tab\tand\nnewline';
    const reply = await postGraphql<{ updateTestVariant: { description: string } }>(
      testApp().app,
      UPDATE_TEST_VARIANT,
      { input: { id: workspace.variantId, description } },
      { bearer: token },
    );
    expect(reply.errors).toEqual([]);
    expect(reply.data?.updateTestVariant.description).toBe(description);
  });
});

describe('GraphQL: DateTime is strict RFC 3339', () => {
  let token: string;
  let pageId: string;
  beforeAll(async () => {
    token = (await signUp(testApp().app)).token;
    pageId = await createPage(testApp().app, token, await createWebsite(testApp().app, token));
  });

  it.each([
    ['a US-order date', '12/01/2026'],
    ['a bare number', '1'],
    ['a day that does not exist', '2026-02-30T00:00:00Z'],
    ['a date-time without an offset, which the server would read in its own zone', '2026-12-01T09:00:00'],
    ['a date without a time', '2026-12-01'],
    ['words', 'next tuesday'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_name, endDate) => {
    const reply = await postGraphql(
      testApp().app,
      CREATE_TEST,
      { input: testInput(pageId, { endDate }) },
      {
        bearer: token,
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endDate' });
    expect(reply.error?.message).toBe(
      `endDate: Expected an RFC 3339 date-time with an offset, such as 2026-12-01T09:00:00Z, but got ${JSON.stringify(endDate)}`,
    );
  });

  it('refuses a number instead of a string', async () => {
    const reply = await postGraphql(
      testApp().app,
      CREATE_TEST,
      { input: testInput(pageId, { endDate: 1 as never }) },
      {
        bearer: token,
      },
    );
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endDate' });
  });

  it('refuses a bad literal with BAD_USER_INPUT naming the field', async () => {
    const query = `mutation { createTest(input: { pageId: "${pageId}", name: "Literal", goalId: "1",
      startDate: "12/01/2026", endDate: "2099-01-01T00:00:00Z", maxCases: 10 }) { insertedId } }`;
    const reply = await postGraphql(testApp().app, query, {}, { bearer: token });
    expect(reply.status).toBe(400);
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'startDate' });
    expect(reply.error?.message).toBe(
      'startDate: Expected an RFC 3339 date-time with an offset, such as 2026-12-01T09:00:00Z, but got "12/01/2026"',
    );
  });

  it('takes any offset and answers the same moment in UTC', async () => {
    const created = await postGraphql<{ createTest: { insertedId: string } }>(
      testApp().app,
      CREATE_TEST,
      { input: testInput(pageId, { name: 'Offsets', endDate: '2099-06-01T09:30:00+02:00' }) },
      { bearer: token },
    );
    expect(created.errors).toEqual([]);
    const read = await postGraphql<{ test: { endDate: string } }>(
      testApp().app,
      'query Test($id: ID!) { test(id: $id) { endDate } }',
      { id: created.data?.createTest.insertedId },
      { bearer: token },
    );
    expect(read.data?.test.endDate).toBe('2099-06-01T07:30:00.000Z');
  });

  it('refuses a new test that has already ended', async () => {
    const reply = await postGraphql(
      testApp().app,
      CREATE_TEST,
      { input: testInput(pageId, { startDate: daysFromNow(-10), endDate: daysFromNow(-1) }) },
      { bearer: token },
    );
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endDate' });
    expect(reply.error?.message).toBe('The end date must be in the future');
  });

  it('takes what JavaScript toISOString writes (what the web app sends)', async () => {
    const reply = await postGraphql(
      testApp().app,
      CREATE_TEST,
      { input: testInput(pageId, { name: 'From the app', startDate: daysFromNow(0), endDate: daysFromNow(7) }) },
      { bearer: token },
    );
    expect(reply.errors).toEqual([]);
  });
});
