/** One message of the event log, as the log numbers it: its stream and its sequence in that stream. */
export interface LoggedMessageKey {
  readonly stream: string;
  readonly sequence: number;
}

/**
 * The event log's messages already folded into the rollups, written in the fold's own transaction: a message the log
 * delivers again after its fold committed is found here and not folded twice.
 */
export interface IngestLedger {
  /**
   * Notes these messages as folded, and returns the sequences of those that were not yet (by stream): only those
   * may be folded now. A concurrent transaction noting the same message makes this one wait for it to end.
   */
  claim(keys: readonly LoggedMessageKey[]): Promise<Map<string, Set<number>>>;
  /** Forgets the messages of `through`'s stream up to it (the log never delivers them again); returns how many went. */
  forgetThrough(through: LoggedMessageKey): Promise<number>;
}
