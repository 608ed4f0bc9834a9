import type { UseCases } from '../../application/use-cases';

/** What every resolver receives: the use cases, nothing framework-specific. */
export interface GraphqlContext {
  readonly useCases: UseCases;
}
