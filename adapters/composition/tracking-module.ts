import type { DependencyContainer } from 'tsyringe';
import {
  pruneRawEventsJob,
  trackingUseCases,
  type TrackingPorts,
  type TrackingUseCases,
} from '../../application/tracking/tracking-use-cases';
import { KyselyTrackingConfigSource } from '../persistence/kysely-tracking-config-source';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule, type Infrastructure } from './composition-module';

function trackingPorts(r: DependencyContainer, { config }: Infrastructure): TrackingPorts {
  return {
    uow: r.resolve(tokens.unitOfWork),
    clock: r.resolve(tokens.clock),
    ids: r.resolve(tokens.ids),
    mailer: r.resolve(tokens.mailer),
    configSource: r.resolve(tokens.trackingConfigSource),
    appUrl: config.publicUrl,
    eventRetentionDays: config.tracking.eventRetentionDays,
  };
}

export const trackingModule: CompositionModule<TrackingUseCases> = {
  register(c, infrastructure) {
    c.register(
      tokens.trackingConfigSource,
      singleton((r) => new KyselyTrackingConfigSource(kysely(r))),
    );
    c.register(
      tokens.pruneRawEvents,
      singleton((r) => pruneRawEventsJob(trackingPorts(r, infrastructure))),
    );
  },
  useCases: (r, infrastructure) => trackingUseCases(trackingPorts(r, infrastructure)),
};
