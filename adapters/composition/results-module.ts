import { makeRecentRollups } from '../../application/results/recent-rollups';
import { resultsUseCases, type ResultsUseCases } from '../../application/results/results-use-cases';
import { makeSnapshotDailyStatistics } from '../../application/results/snapshot-daily-statistics';
import { KyselyDailyStatisticsStore } from '../persistence/kysely-daily-statistics-store';
import { KyselyTestResultsSource } from '../persistence/kysely-test-results-source';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule } from './composition-module';

export const resultsModule: CompositionModule<ResultsUseCases> = {
  register(c, { config }) {
    c.register(
      tokens.testResultsSource,
      singleton((r) => new KyselyTestResultsSource(kysely(r))),
    );
    c.register(
      tokens.recentRollups,
      singleton((r) =>
        makeRecentRollups({
          source: r.resolve(tokens.testResultsSource),
          clock: r.resolve(tokens.clock),
          ttlMs: config.resultsCacheMs,
        }),
      ),
    );
    c.register(
      tokens.snapshotDailyStatistics,
      singleton((r) =>
        makeSnapshotDailyStatistics({
          store: new KyselyDailyStatisticsStore(kysely(r)),
          // The database itself: the day's snapshot is kept for good, never a copy from memory.
          source: r.resolve(tokens.testResultsSource),
          clock: r.resolve(tokens.clock),
        }),
      ),
    );
  },
  useCases: (r) =>
    resultsUseCases({
      source: r.resolve(tokens.recentRollups),
      clock: r.resolve(tokens.clock),
      uow: r.resolve(tokens.unitOfWork),
      ids: r.resolve(tokens.ids),
      tokens: r.resolve(tokens.opaqueTokens),
    }),
};
