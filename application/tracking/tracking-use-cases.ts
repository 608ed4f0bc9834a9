import type { BalanceForecastRepository } from '../ports/balance-forecast-repository';
import type { Clock } from '../ports/clock';
import type { EventLogPartitions } from '../ports/event-log-partitions';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { ScriptSightings } from '../ports/script-sightings';
import type { SightingMemory } from '../ports/sighting-memory';
import type { TrackingConfigSource } from '../ports/tracking-config-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeEnrolVisitors } from './enrol-visitors';
import { makeFoldLoggedEvents } from './fold-logged-events';
import { makeForgetFoldedMessages } from './forget-folded-messages';
import { makeGetSessionForecast } from './get-session-forecast';
import { makeGetTrackingConfig } from './get-tracking-config';
import { makeNotifyOutOfSessions } from './notify-out-of-sessions';
import { makePrepareRawEventDays } from './prepare-raw-event-days';
import { makeRecordEvents } from './record-events';
import { makeRecordScriptSighting } from './record-script-sighting';
import { makeRotateRawEvents } from './rotate-raw-events';
import { makeFindPageSightings, makeFindWebsiteSightings } from './script-sighting-queries';
import { makeWarnLowBalances } from './warn-low-balances';

export interface TrackingPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly configSource: TrackingConfigSource;
  readonly forecasts: BalanceForecastRepository;
  readonly sightings: ScriptSightings;
  /** What this server recorded today, so a busy page is written once a day (the install check). */
  readonly sightingMemory: SightingMemory;
  readonly appUrl: string;
  /** How long raw events are kept, in whole days, before the hourly rotation lets them go (EVENT_RETENTION_DAYS). */
  readonly eventRetentionDays: number;
  /** Told of the tests that sessions and events were counted in: their results kept in memory are read afresh. */
  readonly rollupsChanges: RollupsChanges;
  /** New visitors one client network may bring an hour, all owners together (NEW_VISITORS_PER_NETWORK_PER_HOUR). */
  readonly newVisitorsPerNetworkPerHour: number | null;
}

/**
 * What the tracking script calls: its config (which also records where the script runs), enrolment (which spends
 * sessions) and events; where the script was seen, for its owner; and how long the owner's sessions will last.
 */
export function trackingUseCases(ports: TrackingPorts) {
  const { uow, clock } = ports;
  return {
    getTrackingConfig: makeGetTrackingConfig({ source: ports.configSource, clock }),
    enrolVisitors: makeEnrolVisitors({
      uow,
      clock,
      ids: ports.ids,
      rollupsChanges: ports.rollupsChanges,
      policy: { newVisitorsPerNetworkPerHour: ports.newVisitorsPerNetworkPerHour },
    }),
    recordEvents: makeRecordEvents({ uow, clock, rollupsChanges: ports.rollupsChanges }),
    notifyOutOfSessions: makeNotifyOutOfSessions({ uow, mailer: ports.mailer, appUrl: ports.appUrl }),
    recordScriptSighting: makeRecordScriptSighting({ sightings: ports.sightings, memory: ports.sightingMemory, clock }),
    findWebsiteSightings: makeFindWebsiteSightings({ sightings: ports.sightings }),
    findPageSightings: makeFindPageSightings({ sightings: ports.sightings }),
    getSessionForecast: makeGetSessionForecast({ forecasts: ports.forecasts, clock }),
  };
}

export type TrackingUseCases = ReturnType<typeof trackingUseCases>;

/**
 * The hourly job that prepares the coming days' raw events and lets go of those past their retention; operations
 * run it, owners never call it.
 */
export function rotateRawEventsJob(ports: TrackingPorts) {
  return makeRotateRawEvents({ uow: ports.uow, clock: ports.clock, retentionDays: ports.eventRetentionDays });
}

/** The coming days' raw events prepared, as a server does before it listens, so its first batches land in place. */
export function prepareRawEventDaysJob(ports: TrackingPorts) {
  return makePrepareRawEventDays({ uow: ports.uow, clock: ports.clock });
}

/** The hourly job that warns owners whose sessions will run out within days; operations run it, owners never call it. */
export function warnLowBalancesJob(ports: TrackingPorts) {
  return makeWarnLowBalances({
    forecasts: ports.forecasts,
    mailer: ports.mailer,
    clock: ports.clock,
    appUrl: ports.appUrl,
  });
}

/**
 * What ingest workers run on the event log (INGEST_LOG_URL): the fold of its messages into the rollups, and the
 * forgetting of ledger notes of messages the log will never deliver again; operations run them, owners never call them.
 */
export function ingestJobs(
  ports: Pick<TrackingPorts, 'uow' | 'rollupsChanges'>,
  log: Pick<EventLogPartitions, 'acknowledgedThrough'>,
) {
  return {
    foldLoggedEvents: makeFoldLoggedEvents({ uow: ports.uow, rollupsChanges: ports.rollupsChanges }),
    forgetFoldedMessages: makeForgetFoldedMessages({ uow: ports.uow, log }),
  };
}
