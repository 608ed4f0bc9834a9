import type { FastifyInstance } from 'fastify';

export interface GraphqlErrorBody {
  readonly message: string;
  readonly extensions?: { readonly code?: string; readonly field?: string; readonly [key: string]: unknown };
}

export interface GraphqlReply<Data> {
  readonly status: number;
  readonly headers: Record<string, unknown>;
  readonly data: Data | null;
  readonly errors: readonly GraphqlErrorBody[];
  /** The first error, for tests that expect exactly one. */
  readonly error: GraphqlErrorBody | undefined;
}

/** Posts one operation to /graphql through `app.inject`, as a browser or service would. */
export async function postGraphql<Data = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  options: { readonly bearer?: string; readonly authorization?: string; readonly ip?: string } = {},
): Promise<GraphqlReply<Data>> {
  const authorization =
    options.authorization ?? (options.bearer === undefined ? undefined : `Bearer ${options.bearer}`);
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) },
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { query, variables },
  });
  const body = response.json() as { data?: Data | null; errors?: GraphqlErrorBody[] };
  const errors = body.errors ?? [];
  return { status: response.statusCode, headers: response.headers, data: body.data ?? null, errors, error: errors[0] };
}
