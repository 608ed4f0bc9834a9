import type { BalanceForecastRepository } from '../ports/balance-forecast-repository';
import type { Clock } from '../ports/clock';
import type { EventLogPartitions } from '../ports/event-log-partitions';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { ScriptSightings } from '../ports/script-sightings';
import type { SessionSpikeSource } from '../ports/session-spike-source';
import type { SightingMemory } from '../ports/sighting-memory';
import type { TrackingConfigSource } from '../ports/tracking-config-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { VisitsLeftOutStore } from '../ports/visits-left-out-store';
import { makeEnrolVisitors } from './enrol-visitors';
import { makeFoldLoggedEvents } from './fold-logged-events';
import { makeForgetFoldedMessages } from './forget-folded-messages';
import { makeGetSessionForecast } from './get-session-forecast';
import { makeGetAcceptedOrigins } from './get-accepted-origins';
import { makeGetTrackingConfig } from './get-tracking-config';
import { makeNotifyDailyBudgetReached } from './notify-daily-budget-reached';
import { makeNotifyOutOfSessions } from './notify-out-of-sessions';
import { makePrepareRawEventDays } from './prepare-raw-event-days';
import { makeRecordEvents } from './record-events';
import { makeRecordScriptSighting } from './record-script-sighting';
import { makeRotateRawEvents } from './rotate-raw-events';
import {
  makeFindPageSightings,
  makeFindNearWebsiteSightings,
  makeFindWebsiteSightings,
} from './script-sighting-queries';
import { makeCountVisitsLeftOut, makeGetVisitsLeftOut } from './visits-left-out';
import { makeWarnLowBalances } from './warn-low-balances';
import { makeWarnSessionSpikes } from './warn-session-spikes';

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
  /** The visits left out of tests' bills and results: bots, and pages on other origins. */
  readonly visitsLeftOut: VisitsLeftOutStore;
  /** Charged sessions per website by the hour, for the warning of a jump. */
  readonly sessionSpikes: SessionSpikeSource;
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
 * sessions) and events; where the script was seen, for its owner; the visits left out of tests (bots, other
 * origins); and how long the owner's sessions will last.
 */
export function trackingUseCases(ports: TrackingPorts) {
  const { uow, clock } = ports;
  return {
    getTrackingConfig: makeGetTrackingConfig({ source: ports.configSource, clock }),
    getAcceptedOrigins: makeGetAcceptedOrigins({ source: ports.configSource }),
    enrolVisitors: makeEnrolVisitors({
      uow,
      clock,
      ids: ports.ids,
      rollupsChanges: ports.rollupsChanges,
      policy: { newVisitorsPerNetworkPerHour: ports.newVisitorsPerNetworkPerHour },
    }),
    recordEvents: makeRecordEvents({ uow, clock, rollupsChanges: ports.rollupsChanges }),
    notifyOutOfSessions: makeNotifyOutOfSessions({ uow, mailer: ports.mailer, appUrl: ports.appUrl }),
    notifyDailyBudgetReached: makeNotifyDailyBudgetReached({ uow, mailer: ports.mailer, appUrl: ports.appUrl }),
    recordScriptSighting: makeRecordScriptSighting({ sightings: ports.sightings, memory: ports.sightingMemory, clock }),
    findWebsiteSightings: makeFindWebsiteSightings({ sightings: ports.sightings }),
    findNearWebsiteSightings: makeFindNearWebsiteSightings({ sightings: ports.sightings }),
    findPageSightings: makeFindPageSightings({ sightings: ports.sightings }),
    getSessionForecast: makeGetSessionForecast({ forecasts: ports.forecasts, clock }),
    countVisitsLeftOut: makeCountVisitsLeftOut({ store: ports.visitsLeftOut }),
    getVisitsLeftOut: makeGetVisitsLeftOut({ store: ports.visitsLeftOut }),
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
 * The hourly job that tells owners when a website's charged sessions jump far above their usual rate; operations
 * run it, owners never call it.
 */
export function warnSessionSpikesJob(ports: TrackingPorts) {
  return makeWarnSessionSpikes({
    spikes: ports.sessionSpikes,
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
