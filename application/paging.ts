/** A window of a stable-ordered list (newest change first, then id). */
export interface Paging {
  readonly limit: number;
  readonly skip: number;
}

export interface PagedList<T> {
  readonly items: readonly T[];
  /** How many there are in all, for page counts. */
  readonly total: number;
}
