import { resultsUseCases, type ResultsUseCases } from '../../application/results/results-use-cases';
import { KyselyTestResultsSource } from '../persistence/kysely-test-results-source';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule } from './composition-module';

export const resultsModule: CompositionModule<ResultsUseCases> = {
  register(c) {
    c.register(
      tokens.testResultsSource,
      singleton((r) => new KyselyTestResultsSource(kysely(r))),
    );
  },
  useCases: (r) => resultsUseCases({ source: r.resolve(tokens.testResultsSource), clock: r.resolve(tokens.clock) }),
};
