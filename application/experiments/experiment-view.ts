import type { Experiment } from '../../domain/experiments/experiment';
import type { WebsiteId } from '../../domain/shared/ids';

/** A test as the screens and the API show it: with its page, website, goal and redirect targets. */
export interface ExperimentView extends Experiment {
  readonly websiteId: WebsiteId;
  readonly websiteUrl: string;
  readonly pageUrl: string;
  readonly goalName: string;
  readonly variantRedirectUrls: readonly string[];
}
