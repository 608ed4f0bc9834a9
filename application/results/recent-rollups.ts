import type { UserId } from '../../domain/shared/ids';
import type { Clock } from '../ports/clock';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { TestResultsSource, TestRollups } from '../ports/test-results-source';

/** A source of rollups that keeps what it read for a moment, and forgets it when told of a change. */
export interface RecentRollups extends TestResultsSource, RollupsChanges {}

interface Read {
  readonly rollups: Promise<TestRollups | null>;
  /** When the read began (ms since the epoch): its figures are as they stood about then. */
  readonly startedAt: number;
  /** Until it answers, every request for the same owner's test shares it, however long it takes. */
  settled: boolean;
}

/** The most tests kept at once: past it, expired reads go first, then every read. */
const maxTestsKept = 10_000;

/**
 * Each test's folded rollups, kept for `ttlMs` once read, so that however many owners' requests ask for one test's
 * results (tabs, reloads, the page's refresh), the database is read about once per `ttlMs`. A read still in flight is
 * shared by every request for the same owner's test, whatever `ttlMs` (0 included): the fields of one request
 * (testResults and testPerformanceData) always share one read. Kept per owner and test, so another owner's id is read,
 * and refused, as ever.
 *
 * The owner's changes and the sessions and events this process counts forget a test's read at once (RollupsChanges,
 * after they commit); a read in flight when they do is answered to those already waiting and kept for no one else.
 * What another server process counts or changes shows once `ttlMs` has passed: each process keeps its own.
 */
export function makeRecentRollups(deps: {
  readonly source: TestResultsSource;
  readonly clock: Clock;
  readonly ttlMs: number;
}): RecentRollups {
  const kept = new Map<string, Map<UserId, Read>>();

  const fresh = (read: Read, now: number): boolean => {
    const age = now - read.startedAt;
    return !read.settled || (age >= 0 && age < deps.ttlMs);
  };

  /** Forgets `read` unless it was forgotten (and perhaps replaced) already. */
  const drop = (testId: string, userId: UserId, read: Read): void => {
    const ofTest = kept.get(testId);
    if (ofTest?.get(userId) !== read) return;
    ofTest.delete(userId);
    if (ofTest.size === 0) kept.delete(testId);
  };

  const makeRoomFor = (testId: string, now: number): void => {
    if (kept.size < maxTestsKept || kept.has(testId)) return;
    for (const [id, ofTest] of kept) {
      for (const [userId, read] of ofTest) if (!fresh(read, now)) ofTest.delete(userId);
      if (ofTest.size === 0) kept.delete(id);
    }
    if (kept.size >= maxTestsKept) kept.clear();
  };

  const keep = (testId: string, userId: UserId, read: Read, now: number): void => {
    makeRoomFor(testId, now);
    const ofTest = kept.get(testId) ?? new Map<UserId, Read>();
    ofTest.set(userId, read);
    kept.set(testId, ofTest);
  };

  return {
    rollupsOf(userId, testId) {
      const now = deps.clock.now().getTime();
      const found = kept.get(testId)?.get(userId);
      if (found !== undefined && fresh(found, now)) return found.rollups;
      const read: Read = { rollups: deps.source.rollupsOf(userId, testId), startedAt: now, settled: false };
      keep(testId, userId, read, now);
      read.rollups.then(
        () => {
          read.settled = true;
          if (deps.ttlMs === 0) drop(testId, userId, read);
        },
        // A failed read is answered to those waiting for it; the next request tries again.
        () => drop(testId, userId, read),
      );
      return read.rollups;
    },
    ownerChanged(userId) {
      for (const [testId, ofTest] of kept) {
        ofTest.delete(userId);
        if (ofTest.size === 0) kept.delete(testId);
      }
    },
    testsCounted(testIds) {
      for (const testId of testIds) kept.delete(testId);
    },
  };
}
