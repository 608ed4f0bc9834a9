import DataLoader from 'dataloader';
import type { UseCases } from '../../application/use-cases';
import type { WorkspaceError } from '../../application/websites/workspace-errors';
import type { Variant } from '../../domain/experiments/variant';
import type { ExperimentId, WebsiteId } from '../../domain/shared/ids';
import type { Result } from '../../domain/shared/result';
import type { Website } from '../../domain/websites/website';
import type { ViewerResolution } from './context';
import { requireViewerFrom } from './require-viewer';

/** Per-request batchers: a list that resolves children asks once for all of them (no N+1 queries). */
export interface Loaders {
  readonly website: DataLoader<WebsiteId, Result<Website, WorkspaceError>>;
  readonly variantsByTest: DataLoader<ExperimentId, readonly Variant[]>;
}

export function createLoaders(useCases: UseCases, viewer: () => Promise<ViewerResolution>): Loaders {
  return {
    website: new DataLoader(async (ids) => {
      const found = await useCases.findWebsites(await requireViewerFrom(viewer), ids);
      return ids.map((id) => {
        const website = found.find((w) => w.id === id);
        return website === undefined ? { ok: false, error: { kind: 'WebsiteNotFound' } } : { ok: true, value: website };
      });
    }),
    variantsByTest: new DataLoader(async (ids) => {
      const variants = await useCases.listVariantsForExperiments(await requireViewerFrom(viewer), ids);
      return ids.map((id) => variants.filter((v) => v.experimentId === id));
    }),
  };
}
