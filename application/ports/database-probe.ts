/** Answers whether the database can be reached right now. */
export interface DatabaseProbe {
  isReachable(): Promise<boolean>;
}
