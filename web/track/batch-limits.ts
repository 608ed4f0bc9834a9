// The protocol's limits (trackingLimits in domain/tracking/tracking-protocol.ts) that the script respects, as plain
// numbers: importing trackingLimits would bundle the whole object into a script that every page of every customer
// site downloads. tests/unit/track/visitor-events.test.ts keeps them equal to the protocol's.

export const eventsPerBatch = 100;
export const testsPerBatch = 20;
/** A single `time` or `form_time` report. */
export const maxReportedMs = 3_600_000;
