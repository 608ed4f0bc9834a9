import { Counter, Histogram, type Registry } from 'prom-client';
import type { EnrolmentAnswer, RefusalReason } from '../../../domain/tracking/tracking-protocol';

/** What the tracking endpoints report. Each counter is labelled once, here: the endpoints only increment. */
export interface TrackingMetrics {
  /** An enrolment answered, by the answer's status, or a refused one by why it was refused. */
  enrolmentAnswered(answer: EnrolmentAnswer): void;
  /** An event batch accepted, with its events. */
  eventBatchAccepted(events: number): void;
  /** An event batch left uncounted: sent by a bot, or from a page on an origin that is not the website's. */
  eventBatchRefused(reason: Extract<RefusalReason, 'bot' | 'origin'>): void;
  /**
   * A request to either endpoint refused before it was read (400, 413, 429; other statuses, such as the answers 403,
   * 404 and 409, are counted as answers).
   */
  refused(endpoint: 'enrol' | 'events', statusCode: number): void;
  /** A group commit of enrolments or of event batches (adapters/http/tracking/batcher.ts) of `size` requests. */
  batchRan(kind: 'enrolments' | 'event_batches', size: number): void;
}

type Refusal = 'bad_request' | 'too_large' | 'rate_limited';

const refusalOf: Readonly<Record<number, Refusal>> = { 400: 'bad_request', 413: 'too_large', 429: 'rate_limited' };

/** Group commits hold 1 request when quiet and up to the batchers' maximum (500) under load. */
const batchSizeBuckets = [1, 2, 5, 10, 20, 50, 100, 200, 500];

export function trackingMetrics(registry: Registry): TrackingMetrics {
  const enrolments = new Counter({
    name: 'splitpenny_tracking_enrolments_total',
    help: 'Enrolment requests (POST /api/track/enrol) by outcome: the answer given, or why the request was refused',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const batches = new Counter({
    name: 'splitpenny_tracking_event_batches_total',
    help: 'Event batches (POST /api/track/events) by outcome: accepted, or why the request was refused',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const events = new Counter({
    name: 'splitpenny_tracking_events_accepted_total',
    help: 'Events in the event batches accepted',
    registers: [registry],
  });
  const batchSizes = new Histogram({
    name: 'splitpenny_tracking_ingest_batch_size',
    help: 'Requests written in one database transaction by the group commit, by kind',
    labelNames: ['kind'] as const,
    buckets: batchSizeBuckets,
    registers: [registry],
  });
  const answered = {
    enrolled: enrolments.labels('enrolled'),
    returning: enrolments.labels('returning'),
    not_live: enrolments.labels('not_live'),
    unknown: enrolments.labels('unknown'),
  } satisfies Record<Exclude<EnrolmentAnswer['status'], 'refused'>, unknown>;
  const refusedEnrolments = {
    bot: enrolments.labels('bot'),
    origin: enrolments.labels('other_origin'),
    variant: enrolments.labels('wrong_variant'),
    network_limit: enrolments.labels('network_limit'),
  } satisfies Record<RefusalReason, unknown>;
  const refusedBatches = { bot: batches.labels('bot'), origin: batches.labels('other_origin') };
  const refusals = {
    enrol: {
      bad_request: enrolments.labels('bad_request'),
      too_large: enrolments.labels('too_large'),
      rate_limited: enrolments.labels('rate_limited'),
    },
    events: {
      bad_request: batches.labels('bad_request'),
      too_large: batches.labels('too_large'),
      rate_limited: batches.labels('rate_limited'),
    },
  } satisfies Record<'enrol' | 'events', Record<Refusal, unknown>>;
  const accepted = batches.labels('accepted');
  const sizes = { enrolments: batchSizes.labels('enrolments'), event_batches: batchSizes.labels('event_batches') };
  // Every series is there from the start, at 0: a rate over a series that appears only at its first event misses it.
  const everySeries = [
    ...Object.values(answered),
    ...Object.values(refusedEnrolments),
    ...Object.values(refusedBatches),
    ...Object.values(refusals).flatMap(Object.values),
    accepted,
  ];
  for (const counter of everySeries) {
    counter.inc(0);
  }
  events.inc(0);
  for (const kind of Object.keys(sizes)) batchSizes.zero({ kind });
  return {
    enrolmentAnswered: (answer) =>
      (answer.status === 'refused' ? refusedEnrolments[answer.reason] : answered[answer.status]).inc(),
    eventBatchAccepted: (count) => {
      accepted.inc();
      events.inc(count);
    },
    eventBatchRefused: (reason) => refusedBatches[reason].inc(),
    refused: (endpoint, statusCode) => {
      const refusal = refusalOf[statusCode];
      if (refusal !== undefined) refusals[endpoint][refusal].inc();
    },
    batchRan: (kind, size) => sizes[kind].observe(size),
  };
}
