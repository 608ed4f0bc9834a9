import type { DependencyContainer } from 'tsyringe';
import {
  prepareRawEventDaysJob,
  rotateRawEventsJob,
  trackingUseCases,
  warnLowBalancesJob,
  warnSessionSpikesJob,
  type TrackingPorts,
  type TrackingUseCases,
} from '../../application/tracking/tracking-use-cases';
import { KyselyBalanceForecastRepository } from '../persistence/kysely-balance-forecast-repository';
import { KyselyScriptSightings } from '../persistence/kysely-script-sightings';
import { KyselySessionSpikeSource } from '../persistence/kysely-session-spike-source';
import { KyselyTrackingConfigSource } from '../persistence/kysely-tracking-config-source';
import { KyselyVisitsLeftOut } from '../persistence/kysely-visits-left-out';
import { LruSightingMemory } from '../system/lru-sighting-memory';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule, type Infrastructure } from './composition-module';

function trackingPorts(r: DependencyContainer, { config }: Infrastructure): TrackingPorts {
  return {
    uow: r.resolve(tokens.unitOfWork),
    clock: r.resolve(tokens.clock),
    ids: r.resolve(tokens.ids),
    mailer: r.resolve(tokens.mailer),
    configSource: r.resolve(tokens.trackingConfigSource),
    forecasts: r.resolve(tokens.balanceForecasts),
    sightings: r.resolve(tokens.scriptSightings),
    sightingMemory: r.resolve(tokens.sightingMemory),
    visitsLeftOut: r.resolve(tokens.visitsLeftOut),
    sessionSpikes: r.resolve(tokens.sessionSpikes),
    appUrl: config.publicUrl,
    eventRetentionDays: config.tracking.eventRetentionDays,
    rollupsChanges: r.resolve(tokens.countedChanges),
    newVisitorsPerNetworkPerHour: config.tracking.newVisitorsPerNetworkPerHour,
  };
}

export const trackingModule: CompositionModule<TrackingUseCases> = {
  register(c, infrastructure) {
    c.register(
      tokens.trackingConfigSource,
      singleton((r) => new KyselyTrackingConfigSource(kysely(r))),
    );
    c.register(
      tokens.scriptSightings,
      singleton((r) => new KyselyScriptSightings(kysely(r))),
    );
    c.register(
      tokens.visitsLeftOut,
      singleton((r) => new KyselyVisitsLeftOut(kysely(r))),
    );
    c.register(
      tokens.sightingMemory,
      singleton(() => new LruSightingMemory()),
    );
    c.register(
      tokens.balanceForecasts,
      singleton((r) => new KyselyBalanceForecastRepository(kysely(r))),
    );
    c.register(
      tokens.rotateRawEvents,
      singleton((r) => rotateRawEventsJob(trackingPorts(r, infrastructure))),
    );
    c.register(
      tokens.prepareRawEventDays,
      singleton((r) => prepareRawEventDaysJob(trackingPorts(r, infrastructure))),
    );
    c.register(
      tokens.warnLowBalances,
      singleton((r) => warnLowBalancesJob(trackingPorts(r, infrastructure))),
    );
    c.register(
      tokens.sessionSpikes,
      singleton((r) => new KyselySessionSpikeSource(kysely(r))),
    );
    c.register(
      tokens.warnSessionSpikes,
      singleton((r) => warnSessionSpikesJob(trackingPorts(r, infrastructure))),
    );
  },
  useCases: (r, infrastructure) => trackingUseCases(trackingPorts(r, infrastructure)),
};
