/** Random single-use recovery codes, short enough to write down and type. */
export interface RecoveryCodeGenerator {
  /** A new code as shown to the owner, e.g. `k7qm2-x9d4t`. */
  generate(): string;
}
