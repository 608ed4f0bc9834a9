/** Random secrets handed to a person once (reset links, API keys) and kept only as a hash. */
export interface OpaqueTokens {
  /** A new unguessable token, URL-safe. */
  generate(prefix?: string): string;
  /** A one-way hash to store and look the token up by. */
  hash(token: string): string;
}
