/** One error in a GraphQL answer: its message, and the `extensions` the server adds (code, field, issues). */
export interface GraphqlAnswerError {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** The server answered, but without the data: GraphQL errors, or an HTTP error status (api/graphql-client.ts). */
export class GraphqlFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly GraphqlAnswerError[],
  ) {
    super(errors[0]?.message ?? `GraphQL request failed with HTTP status ${status}`);
    this.name = 'GraphqlFailure';
  }
}
