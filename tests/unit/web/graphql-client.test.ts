// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import { serverProblems } from '../../../web/app/api/graphql-errors';
import { graphql } from '../../../web/app/gql';

const GoalsQuery = graphql(`
  query Goals {
    goals {
      id
      name
    }
  }
`);

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a GraphQL request', () => {
  it('sends the operation with its name and resolves with the data', async () => {
    const fetch = vi.fn(async () => answer(200, { data: { goals: [{ id: '1', name: 'clicks' }] } }));
    vi.stubGlobal('fetch', fetch);

    await expect(requestGraphql(GoalsQuery)).resolves.toEqual({ goals: [{ id: '1', name: 'clicks' }] });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL | string, RequestInit];
    expect(String(url)).toMatch(/\/graphql$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'Goals' });
  });

  it('rejects with the server’s errors, code and field included, when the answer has no data', async () => {
    const errors = [{ message: 'Enter a name', extensions: { code: 'BAD_USER_INPUT', field: 'name' } }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { errors })),
    );

    const failure = await requestGraphql(GoalsQuery).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlFailure);
    expect(serverProblems(failure)).toEqual([{ message: 'Enter a name', code: 'BAD_USER_INPUT', field: 'name' }]);
  });

  it('keeps the HTTP status of an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(429, { errors: [{ message: 'Too many attempts. Try again in 60 seconds.' }] })),
    );

    const failure = await requestGraphql(GoalsQuery).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlFailure);
    expect((failure as GraphqlFailure).status).toBe(429);
  });

  it('sends the signed-in account’s token with each request', async () => {
    document.cookie = 'accountToken=token-from-the-cookie; path=/';
    const fetch = vi.fn(async () => answer(200, { data: { goals: [] } }));
    vi.stubGlobal('fetch', fetch);

    await requestGraphql(GoalsQuery);
    const [, init] = fetch.mock.calls[0] as unknown as [URL | string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-from-the-cookie');
    document.cookie = 'accountToken=; path=/; max-age=0';
  });

  it('lets a request that got no answer fail as fetch failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(requestGraphql(GoalsQuery)).rejects.toBeInstanceOf(TypeError);
  });
});
