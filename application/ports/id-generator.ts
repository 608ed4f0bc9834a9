export interface IdGenerator {
  /** A new random UUID. */
  next(): string;
}
