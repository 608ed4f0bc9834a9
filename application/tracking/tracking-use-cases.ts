import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { TrackingConfigSource } from '../ports/tracking-config-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeEnrolVisitors } from './enrol-visitors';
import { makeGetTrackingConfig } from './get-tracking-config';
import { makeNotifyOutOfSessions } from './notify-out-of-sessions';
import { makePruneRawEvents } from './prune-raw-events';
import { makeRecordEvents } from './record-events';

export interface TrackingPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly configSource: TrackingConfigSource;
  readonly appUrl: string;
  /** How long raw events are kept before the retention job removes them (EVENT_RETENTION_DAYS). */
  readonly eventRetentionDays: number;
}

/** What the tracking script calls: its config, enrolment (which spends sessions) and events. */
export function trackingUseCases(ports: TrackingPorts) {
  const { uow, clock } = ports;
  return {
    getTrackingConfig: makeGetTrackingConfig({ source: ports.configSource, clock }),
    enrolVisitors: makeEnrolVisitors({ uow, clock, ids: ports.ids }),
    recordEvents: makeRecordEvents({ uow, clock }),
    notifyOutOfSessions: makeNotifyOutOfSessions({ uow, mailer: ports.mailer, appUrl: ports.appUrl }),
  };
}

export type TrackingUseCases = ReturnType<typeof trackingUseCases>;

/** The hourly job that removes raw events past their retention; operations run it, owners never call it. */
export function pruneRawEventsJob(ports: TrackingPorts) {
  return makePruneRawEvents({ uow: ports.uow, clock: ports.clock, retentionDays: ports.eventRetentionDays });
}
