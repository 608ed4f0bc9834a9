import type { Clock } from '../ports/clock';
import type { TestResultsSource } from '../ports/test-results-source';
import { makeGetTestPerformance } from './get-test-performance';
import { makeGetTestResults } from './get-test-results';

export interface ResultsPorts {
  readonly source: TestResultsSource;
  readonly clock: Clock;
}

/** A test's results, read from the rollups kept at ingest. */
export function resultsUseCases(ports: ResultsPorts) {
  return {
    getTestPerformance: makeGetTestPerformance({ source: ports.source }),
    getTestResults: makeGetTestResults({ source: ports.source, clock: ports.clock }),
  };
}

export type ResultsUseCases = ReturnType<typeof resultsUseCases>;
