import type { LeftOutVisits, VisitsLeftOut } from '../../domain/tracking/visits-left-out';

/**
 * The visits tests left out, by why (migrations/0034-visits-left-out.ts). Written for anyone's test by the tracking
 * endpoints; read for a test its owner already holds.
 */
export interface VisitsLeftOutStore {
  /** Adds to each test's count; ids that name no test are ignored. */
  add(visits: readonly LeftOutVisits[]): Promise<void>;
  /** The counts of each of these tests, those never left a visit out included (at zero). */
  ofTests(testIds: readonly string[]): Promise<ReadonlyMap<string, VisitsLeftOut>>;
}
