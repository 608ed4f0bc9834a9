import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { TestResultsSource } from '../ports/test-results-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeReadTestPerformance, type GetTestPerformance } from './get-test-performance';
import { makeReadTestResults, type GetTestResults } from './get-test-results';
import { shareLinkUseCases } from './share-links';

export interface ResultsPorts {
  readonly source: TestResultsSource;
  readonly clock: Clock;
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly tokens: OpaqueTokens;
}

/** A test's results, read from the rollups kept at ingest, by its owner or through a share link. */
export function resultsUseCases(ports: ResultsPorts) {
  // One reader of each: the owner's page and a share link's page work out the same rollups once.
  const readResults = makeReadTestResults({ source: ports.source, clock: ports.clock });
  const readPerformance = makeReadTestPerformance({ source: ports.source });
  return {
    getTestPerformance: ((viewer, testId) => readPerformance(viewer.userId, testId)) satisfies GetTestPerformance,
    getTestResults: ((viewer, testId) => readResults(viewer.userId, testId)) satisfies GetTestResults,
    ...shareLinkUseCases({ ...ports, readResults, readPerformance }),
  };
}

export type ResultsUseCases = ReturnType<typeof resultsUseCases>;
