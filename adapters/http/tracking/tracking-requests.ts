import { z } from 'zod';
import { isVisualEditorToken } from '../../../domain/tracking/preview-rules';
import { maxRevenueValue } from '../../../domain/ab-tests/conversion-goal-rules';
import {
  trackerEventKinds,
  trackingLimits,
  visitorIdPattern,
  type EnrolmentRequest,
  type EventBatch,
  type ScriptSighting,
} from '../../../domain/tracking/tracking-protocol';

/** What the tracking script may send, checked before anything is stored (domain/tracking/tracking-protocol.ts). */
const id = z.uuid('must be an id');
const visitor = z.string().regex(visitorIdPattern, 'must be 8 to 64 letters, digits, - or _');

const pageAddress = z
  .string()
  .max(trackingLimits.urlLength, `must be at most ${trackingLimits.urlLength} characters`)
  .refine((value) => URL.canParse(value) && /^https?:\/\//.test(value), 'must be an http(s) page address');

export const configQuery = z.object({
  site: id,
  url: pageAddress.optional(),
  // What a preview link asks for (`?splitpenny_variant=`): a variant's id opens its test whatever its state, a visual
  // editor link's token opens the editor; a number or anything else adds nothing, so a QA link never costs the page
  // its live tests.
  preview: z
    .string()
    .optional()
    .transform((value) =>
      value !== undefined && (z.uuid().safeParse(value).success || isVisualEditorToken(value)) ? value : null,
    ),
});

/** POST /api/track/seen: the page the script runs on, for the install check. */
export const sightingBody: z.ZodType<ScriptSighting> = z.strictObject({ site: id, page: pageAddress });

export const enrolmentBody: z.ZodType<EnrolmentRequest> = z.strictObject({
  site: id,
  test: id,
  variant: id,
  visitor,
  device: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1, 2 or 3' }),
});

const event = z
  .strictObject({
    k: z.enum(trackerEventKinds, { error: `must be one of ${trackerEventKinds.join(', ')}` }),
    // A tab may stay open for days: any whole, non-negative number of milliseconds since the page view began.
    at: z.number().int('must be whole milliseconds').min(0, 'must not be negative'),
    // Revenue may go up to maxRevenueValue; every other measure up to an hour (checked below, by kind).
    v: z.number().min(0, 'must not be negative').max(maxRevenueValue, `must be at most ${maxRevenueValue}`).optional(),
    g: z.number().int('must be a goal id').positive('must be a goal id').optional(),
  })
  .superRefine((value, context) => {
    if (value.k === 'goal' && value.g === undefined) {
      context.addIssue({ code: 'custom', path: ['g'], message: 'must name the goal of a goal event' });
    }
    if (value.k !== 'goal' && value.g !== undefined) {
      context.addIssue({ code: 'custom', path: ['g'], message: 'belongs to goal events only' });
    }
    if (value.k !== 'goal' && (value.v ?? 0) > trackingLimits.maxReportedMs) {
      context.addIssue({ code: 'custom', path: ['v'], message: `must be at most ${trackingLimits.maxReportedMs}` });
    }
  });

export const eventBatchBody: z.ZodType<EventBatch> = z
  .strictObject({
    site: id,
    visitor,
    tests: z.array(id).max(trackingLimits.testsPerBatch, `must name at most ${trackingLimits.testsPerBatch} tests`),
    events: z
      .array(event)
      .min(1, 'must hold at least one event')
      .max(trackingLimits.eventsPerBatch, `must hold at most ${trackingLimits.eventsPerBatch} events`),
  })
  .refine((batch) => batch.tests.length > 0 || batch.events.every((e) => e.k === 'goal'), {
    path: ['tests'],
    message: 'must name at least one test, unless every event is a goal event',
  });

/** Each problem as `field: reason`, for a 400 that says what to fix. */
export function describeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
}
