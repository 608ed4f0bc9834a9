import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { tableCounts } from '../../support/count-rows';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const CREATE_USER_FEEDBACK = `mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {
  createUserFeedback(input: $input) { success }
}`;

/** Five minutes into an hour, so that every submission of a test falls in one window of the limit. */
const clock = { now: () => new Date('2026-03-02T09:05:00.000Z') };

const commentProblems: [string, string, string][] = [
  ['an empty comment', '', 'Enter feedback'],
  ['a comment of spaces and new lines', '  \n\t ', 'Enter feedback'],
  ['a comment of 256 characters', 'a'.repeat(256), 'Use at most 255 characters for your feedback'],
  [
    '256 characters once trimmed, emoji counted once',
    `  ${'🙂'.repeat(256)}  `,
    'Use at most 255 characters for your feedback',
  ],
];

describe('feedback from the modal', () => {
  const testApp = useTestApplication({}, { clock });

  it('keeps the comment, trimmed, and the rating with the signed-in user’s id', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql<{ createUserFeedback: { success: boolean } }>(
      app,
      CREATE_USER_FEEDBACK,
      { input: { comment: '  Great tool  ', rating: 'good' } },
      { bearer: owner.token },
    );
    expect(reply.errors).toEqual([]);
    expect(reply.data).toEqual({ createUserFeedback: { success: true } });
    const rows = await db.database.db.selectFrom('user_feedback').selectAll().where('user_id', '=', owner.id).execute();
    expect(rows).toEqual([
      { id: expect.any(String), user_id: owner.id, comment: 'Great tool', rating: 'good', created_at: clock.now() },
    ]);
  });

  it.each(['good', 'satisfactory', 'poor'])('accepts the rating %s', async (rating) => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql(
      app,
      CREATE_USER_FEEDBACK,
      { input: { comment: 'Fine', rating } },
      { bearer: owner.token },
    );
    expect(reply.errors).toEqual([]);
    const row = await db.database.db
      .selectFrom('user_feedback')
      .select('rating')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.rating).toBe(rating);
  });

  it('accepts a comment of exactly 255 characters, emoji counted as one', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    for (const comment of ['b'.repeat(255), `${'🙂'.repeat(254)}!`]) {
      const reply = await postGraphql(
        app,
        CREATE_USER_FEEDBACK,
        { input: { comment, rating: 'poor' } },
        { bearer: owner.token },
      );
      expect(reply.errors).toEqual([]);
    }
    const rows = await db.database.db
      .selectFrom('user_feedback')
      .select('comment')
      .where('user_id', '=', owner.id)
      .execute();
    expect(rows.map((row) => row.comment).sort()).toEqual(['b'.repeat(255), `${'🙂'.repeat(254)}!`].sort());
  });

  it.each(commentProblems)(
    'refuses %s as BAD_USER_INPUT on the comment, storing nothing',
    async (_name, comment, message) => {
      const { app, db } = testApp();
      const owner = await signUp(app);
      const before = await tableCounts(db.database.db, ['user_feedback']);
      const reply = await postGraphql(
        app,
        CREATE_USER_FEEDBACK,
        { input: { comment, rating: 'good' } },
        { bearer: owner.token },
      );
      expect(reply.data).toBeNull();
      expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'comment' } });
      expect(await tableCounts(db.database.db, ['user_feedback'])).toEqual(before);
    },
  );

  it('refuses a missing comment before it reaches the rule, storing nothing', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const before = await tableCounts(db.database.db, ['user_feedback']);
    const reply = await postGraphql(app, CREATE_USER_FEEDBACK, { input: { rating: 'good' } }, { bearer: owner.token });
    expect(reply.status).toBe(400);
    expect(reply.data).toBeNull();
    expect(reply.error?.message).toContain('Field "comment" of required type "String!" was not provided');
    expect(await tableCounts(db.database.db, ['user_feedback'])).toEqual(before);
  });

  it.each([
    ['a missing rating', { comment: 'Nice' }],
    ['a null rating', { comment: 'Nice', rating: null }],
  ])('refuses %s with the form’s message, storing nothing', async (_name, input) => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const before = await tableCounts(db.database.db, ['user_feedback']);
    const reply = await postGraphql(app, CREATE_USER_FEEDBACK, { input }, { bearer: owner.token });
    expect(reply.error).toMatchObject({
      message: 'Please select a rating',
      extensions: { code: 'BAD_USER_INPUT', field: 'rating' },
    });
    expect(await tableCounts(db.database.db, ['user_feedback'])).toEqual(before);
  });

  // The rating is the FeedbackRating enum, so GraphQL itself refuses any value but the three, naming the enum.
  it.each([
    ['an empty rating', { comment: 'Nice', rating: '' }, 'does not exist in "FeedbackRating" enum'],
    [
      'a rating of none of the three',
      { comment: 'Nice', rating: 'excellent' },
      'Value "excellent" does not exist in "FeedbackRating" enum',
    ],
    [
      'a rating in capitals',
      { comment: 'Nice', rating: 'GOOD' },
      'Value "GOOD" does not exist in "FeedbackRating" enum',
    ],
  ])('refuses %s, storing nothing', async (_name, input, message) => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const before = await tableCounts(db.database.db, ['user_feedback']);
    const reply = await postGraphql(app, CREATE_USER_FEEDBACK, { input }, { bearer: owner.token });
    expect(reply.status).toBe(400);
    expect(reply.data).toBeNull();
    expect(reply.error?.message).toContain(message);
    expect(await tableCounts(db.database.db, ['user_feedback'])).toEqual(before);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { bearer: 'not-a-token' }],
  ])('refuses feedback with %s as UNAUTHENTICATED, storing nothing', async (_name, options) => {
    const { app, db } = testApp();
    const before = await tableCounts(db.database.db, ['user_feedback']);
    const reply = await postGraphql(
      app,
      CREATE_USER_FEEDBACK,
      { input: { comment: 'Hello', rating: 'good' } },
      options,
    );
    expect(reply.data).toBeNull();
    expect(reply.error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await tableCounts(db.database.db, ['user_feedback'])).toEqual(before);
  });

  it('takes 10 an hour from one account, then answers 429 and stores no more; other accounts are not held up', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const send = (token: string, comment: string) =>
      postGraphql(app, CREATE_USER_FEEDBACK, { input: { comment, rating: 'satisfactory' } }, { bearer: token });
    // Refused input does not use up the limit.
    expect((await send(owner.token, ' ')).error?.extensions?.code).toBe('BAD_USER_INPUT');
    for (let n = 1; n <= 10; n += 1)
      expect((await send(owner.token, `Thought ${n}`)).errors, `feedback ${n}`).toEqual([]);
    const refused = await send(owner.token, 'Thought 11');
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Eleven this hour (the refused one counts) at a limit of ten: one more once 2/11 of them slid out of the last
    // hour's span, 2/11 of an hour into the next hour (a sliding window, domain/shared/sliding-window.ts).
    expect(refused.headers['retry-after']).toBe(String(Math.ceil(3600 + (2 / 11) * 3600 - 5 * 60)));
    const stored = await db.database.db
      .selectFrom('user_feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);

    const other = await signUp(app);
    expect((await send(other.token, 'Me too')).errors).toEqual([]);
  });
});
