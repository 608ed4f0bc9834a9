/** An id the goals table's integer column can hold; PostgreSQL refuses others with an error, here they match nothing. */
export function isStorableGoalId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31;
}
