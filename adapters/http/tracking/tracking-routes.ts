import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EnrolVisitors } from '../../../application/tracking/enrol-visitors';
import type { LogEvents } from '../../../application/tracking/log-events';
import type { GetAcceptedOrigins } from '../../../application/tracking/get-accepted-origins';
import type { GetTrackingConfig } from '../../../application/tracking/get-tracking-config';
import type { NotifyDailyBudgetReached } from '../../../application/tracking/notify-daily-budget-reached';
import type { NotifyOutOfSessions } from '../../../application/tracking/notify-out-of-sessions';
import type { RecordEvents } from '../../../application/tracking/record-events';
import type { RecordScriptSighting } from '../../../application/tracking/record-script-sighting';
import type { CountVisitsLeftOut } from '../../../application/tracking/visits-left-out';
import type { VisualEditorLinkIsOpen } from '../../../application/workspace/visual-editor/visual-editor-link-is-open';
import type { EnrolmentRequestFacts } from '../../../domain/sessions/enrolment';
import { pageAddressesOf } from '../../../domain/tracking/page-address';
import { isVisualEditorToken } from '../../../domain/tracking/preview-rules';
import { testsOnPage } from '../../../domain/tracking/visits-left-out';
import { requestOrigin } from '../../../domain/websites/website-origin-rules';
import {
  trackingLimits,
  type EnrolmentAnswer,
  type EnrolmentRequest,
  type EventBatch,
  type TrackingConfig,
} from '../../../domain/tracking/tracking-protocol';
import { clientNetworkOf } from '../client-network';
import { sendCompressed } from '../compressed-copies';
import type { RateLimitStoreClass } from '../rate-limit-store';
import { loadedByOtherSites } from '../security-headers';
import { createShardedBatcher } from './batcher';
import { AcceptedOriginsCache } from './accepted-origins-cache';
import { isBotRequest } from './bot-requests';
import { SiteScripts } from './site-scripts';
import { LeftOutTally } from './left-out-tally';
import { ConfigCache, withEtag, type CachedConfig } from './config-cache';
import type { TrackingMetrics } from './tracking-metrics';
import type { ConfigChanges } from './config-changes';
import { configQuery, describeProblems, enrolmentBody, eventBatchBody, sightingBody } from './tracking-requests';

export interface TrackingRouteDependencies {
  readonly getTrackingConfig: GetTrackingConfig;
  /** The origins whose pages may enrol a website's visitors: the rest are refused, never charged. */
  readonly getAcceptedOrigins: GetAcceptedOrigins;
  readonly enrolVisitors: EnrolVisitors;
  readonly recordEvents: RecordEvents;
  /**
   * With the event log on (INGEST_LOG_URL): batches are answered once the log stored them, and ingest workers count
   * them; null: counted in the database before the answer.
   */
  readonly logEvents?: LogEvents | null;
  /** Emails owners whose tests this enrolment paused; sent after the answer, never holding it up. */
  readonly notifyOutOfSessions: NotifyOutOfSessions;
  /** Emails owners whose website this enrolment brought to its daily budget; after the answer, never holding it up. */
  readonly notifyDailyBudgetReached: NotifyDailyBudgetReached;
  /** Notes the page a sighting (or a config request's `page`) names: recorded after the answer went. */
  readonly recordScriptSighting: RecordScriptSighting;
  /** Adds up the visits tests left out (bots, pages on other origins), for their owners to see. */
  readonly countVisitsLeftOut: CountVisitsLeftOut;
  /** Whether a preview's value is a visual editor link that can still open the editor. */
  readonly visualEditorLinkIsOpen: VisualEditorLinkIsOpen;
  readonly rateLimitPerMinute: number;
  /** Where the counts of the rate limit are kept: shared by every process, or (null) in this process's memory. */
  readonly rateLimitStore: RateLimitStoreClass | null;
  readonly configCacheMs: number;
  /** Changes to tests and balances made by any process: the cached configs they touch are dropped at once. */
  readonly configChanges: ConfigChanges;
  readonly batchWindowMs: number;
  readonly metrics: TrackingMetrics;
  /** The pseudonym of a client address's network, noted with each enrolment. */
  readonly networkOf: (address: string) => string;
  /** The built tracking script, which the per-site scripts call with their config; null until it is built. */
  readonly trackerCode: () => Promise<string | null>;
}

/**
 * How enrolments are grouped into transactions: by test, so batches of different tests run side by side (batches of
 * one owner's different tests then queue on the owner's balance in the database, in the order every writer locks).
 */
export const enrolmentBatching = { maxBatchSize: 500, shards: 4 } as const;
/**
 * How event batches are grouped into transactions: by website, so no two transactions at a time move the rollups of
 * the same test (a batch counts only in tests of its website).
 */
export const eventBatching = { maxBatchSize: 200, shards: 3 } as const;

const emptyConfig = JSON.stringify({ tests: [] });
const noTests = withEtag(emptyConfig);
const notBuilt = { error: 'Not Found', message: 'The tracking script is not built: run npm run build.' };
/** What a bot is told: no test runs, so it sees the original page and sends nothing to count. */
const refusedBot = { status: 'refused', reason: 'bot' } as const;
/** What a page on another origin than the website's is told: nothing it sends is charged or counted. */
const refusedOrigin = { status: 'refused', reason: 'origin' } as const;
/**
 * The config of a page opened with a visual editor link: no test runs and nobody is enrolled while the owner edits,
 * and the goals script, which the tracking script loads for any list of goals, loads the editor.
 */
const editorConfig = JSON.stringify({ tests: [], goals: [] });
/** The page part of a cache key that stands for every page of the website. */
const wholeSite = '*';

/**
 * The endpoints the tracking script calls from customers' sites (domain/tracking/tracking-protocol.ts): open to
 * every origin without credentials, small bodies, rate limited per client. The script sends bodies as text/plain
 * (no CORS preflight), so JSON is accepted under either content type; the answers go to other origins, which
 * Cross-Origin-Resource-Policy allows (loadedByOtherSites). Handlers stay thin: parse, call, map.
 */
export async function registerTrackingRoutes(app: FastifyInstance, deps: TrackingRouteDependencies): Promise<void> {
  const { metrics } = deps;
  // Refusals mostly never reach the handler (the rate limit, the body limit and the JSON parser answer first).
  const countRefusals =
    (endpoint: 'enrol' | 'events') =>
    (_req: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      if (reply.statusCode >= 400) metrics.refused(endpoint, reply.statusCode);
      done();
    };
  await app.register(
    async (api) => {
      await api.register(cors, { origin: '*', methods: ['GET', 'POST'], credentials: false, maxAge: 86_400 });
      // Each endpoint has its own budget per client: a page view's config read never waits on its event batches.
      await api.register(rateLimit, {
        max: deps.rateLimitPerMinute,
        timeWindow: 60_000,
        // Per network, not per address: an IPv6 client holds a whole /64 of addresses to spread its requests over.
        keyGenerator: (req) => `track:${req.routeOptions.url ?? ''} ${clientNetworkOf(req.ip)}`,
        ...(deps.rateLimitStore === null ? {} : { store: deps.rateLimitStore }),
        // The script never reads them: a refusal's Retry-After is all it needs, and every byte is paid per page view.
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
      });
      api.removeContentTypeParser(['application/json', 'text/plain']);
      api.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, parseJsonBody);

      const cache = new ConfigCache(deps.configCacheMs, async (pageKey) => {
        const [site = '', address = ''] = pageKey.split(' ');
        if (address === '') return emptyConfig;
        return JSON.stringify(await deps.getTrackingConfig(site, address === wholeSite ? null : address));
      });
      const origins = new AcceptedOriginsCache(deps.configCacheMs, deps.getAcceptedOrigins);
      const unsubscribe = deps.configChanges.subscribe((change) => {
        if (change === 'everything') {
          cache.clear();
          origins.clear();
        } else {
          cache.forgetSite(change.site);
          origins.forgetSite(change.site);
        }
      });
      /** Whether a request for `site` comes from a page on none of its origins (an unknown site is the use case's). */
      const fromOtherOrigin = async (req: FastifyRequest, site: string): Promise<boolean> => {
        const accepted = await origins.get(site);
        if (accepted === null) return false;
        const origin = requestOrigin(req.headers.origin, req.headers.referer);
        return origin === null || !accepted.has(origin);
      };
      const leftOut = new LeftOutTally(deps.countVisitsLeftOut, (error: unknown) => {
        app.log.error({ err: error }, 'counting the visits tests left out failed');
      });
      api.addHook('onClose', async () => {
        unsubscribe();
        await leftOut.close();
      });
      const enrol = createShardedBatcher(
        async (requests: readonly EnrolmentRequestFacts[]) => {
          metrics.batchRan('enrolments', requests.length);
          const outcome = await deps.enrolVisitors(requests);
          // Those owners' tests just paused: the next page view must not be served them from memory.
          if (outcome.ownersOutOfSessions.length > 0) {
            cache.clear();
            void deps.notifyOutOfSessions(outcome.ownersOutOfSessions).catch((error: unknown) => {
              app.log.error({ err: error }, 'telling owners their tests are paused failed');
            });
          }
          // Those websites' tests just paused for the day: the same, for their configs.
          for (const { websiteId } of outcome.websitesAtBudget) cache.forgetSite(websiteId);
          if (outcome.websitesAtBudget.length > 0) {
            void deps.notifyDailyBudgetReached(outcome.websitesAtBudget).catch((error: unknown) => {
              app.log.error({ err: error }, 'telling owners their website reached its daily budget failed');
            });
          }
          return outcome.answers;
        },
        { windowMs: deps.batchWindowMs, ...enrolmentBatching, keyOf: (request) => request.testId },
      );
      const logEvents = deps.logEvents ?? null;
      const recordBatches = (batches: readonly EventBatch[]): Promise<number[]> => {
        metrics.batchRan('event_batches', batches.length);
        return deps.recordEvents(batches);
      };
      const record = createShardedBatcher(recordBatches, {
        windowMs: deps.batchWindowMs,
        ...eventBatching,
        keyOf: (batch) => batch.site,
      });

      // After the answer is sent, so the install check never slows it; a refused request (400, 429) records nothing.
      const noteSighting = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
        const { site, page } = (req.query ?? {}) as { site?: unknown; page?: unknown };
        if (reply.statusCode >= 400 || typeof site !== 'string' || typeof page !== 'string') return;
        await deps.recordScriptSighting(site, page).catch((error: unknown) => {
          app.log.error({ err: error }, 'recording where the tracking script runs failed');
        });
      };

      api.get('/config', { onResponse: noteSighting, config: loadedByOtherSites }, async (req, reply) => {
        if (isBotRequest(req) && !isPreview(req.query)) return answerBot(req, reply);
        const requestKey = requestKeyOf(req.query);
        const config = (requestKey === null ? undefined : cache.recall(requestKey)) ?? (await loadConfig(req, reply));
        if (config === null) return reply;
        reply
          // A preview's config holds a test that is not running: it is not kept anywhere on the way.
          .header('cache-control', requestKey === null ? 'no-store' : 'no-cache')
          .header('content-type', 'application/json; charset=utf-8')
          .header('etag', config.etag);
        if (req.headers['if-none-match'] === config.etag) return reply.status(304).send();
        return reply.send(config.body);
      });

      /**
       * A bot's page view: the original page (no test, whatever the page, so search engines are never shown a variant),
       * never kept on the way; the live tests of that page count it as a bot visit left out.
       */
      async function answerBot(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
        if ((await answerBotConfig(req, reply)) === null) return reply;
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/json; charset=utf-8')
          .send(emptyConfig);
      }

      /** The config a bot is given (none), after counting it against the page's live tests; null after a 400. */
      async function answerBotConfig(req: FastifyRequest, reply: FastifyReply): Promise<CachedConfig | null> {
        const config = await loadConfig(req, reply);
        if (config === null) return null;
        const { page } = req.query as { page?: unknown };
        if (typeof page === 'string') leftOut.add(testsOnPage(JSON.parse(config.body) as TrackingConfig, page), 'bot');
        return noTests;
      }

      /** The config of a request not answered from memory, or null after answering 400. */
      async function loadConfig(req: FastifyRequest, reply: FastifyReply): Promise<CachedConfig | null> {
        const query = parse(configQuery, req.query, reply);
        if (query === null) return null;
        if (isVisualEditorToken(query.preview)) {
          const open = await deps.visualEditorLinkIsOpen(query.preview);
          return withEtag(open ? editorConfig : JSON.stringify(await deps.getTrackingConfig(query.site, null)));
        }
        if (query.preview !== null) return previewConfig(query.site, query.preview);
        const requestKey = query.url === undefined ? query.site : `${query.site} ${query.url}`;
        if (query.url === undefined) return cache.get(`${query.site} ${wholeSite}`, requestKey);
        const [address = ''] = pageAddressesOf(query.url);
        return cache.get(`${query.site} ${address}`, requestKey);
      }

      /** A preview's config, fresh and kept nowhere: the website's live tests and the previewed variant's test. */
      async function previewConfig(site: string, variantId: string): Promise<CachedConfig> {
        return withEtag(JSON.stringify(await deps.getTrackingConfig(site, null, variantId)));
      }

      const siteScripts = new SiteScripts(deps.trackerCode);
      /**
       * The per-site script: the tracking script with the website's config written in, one request for both. A bot
       * gets it with no test; a preview's is fresh and kept nowhere; the rest is revalidated by ETag on every load,
       * as the config is, so a paused test stops at once.
       */
      api.get('/script.js', { onResponse: noteSighting, config: loadedByOtherSites }, async (req, reply) => {
        const bot = isBotRequest(req) && !isPreview(req.query);
        const requestKey = requestKeyOf(req.query);
        const config = bot
          ? await answerBotConfig(req, reply)
          : ((requestKey === null ? undefined : cache.recall(requestKey)) ?? (await loadConfig(req, reply)));
        if (config === null) return reply;
        const site = (req.query as { site: string }).site;
        const script = await siteScripts.get(site, config);
        if (script === null) return reply.status(404).send(notBuilt);
        reply
          .header('cache-control', bot || requestKey === null ? 'no-store' : 'no-cache')
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('vary', 'accept-encoding')
          .header('etag', script.etag);
        if (req.headers['if-none-match'] === script.etag) return reply.status(304).send();
        return sendCompressed(req, reply, script.code, script);
      });

      api.post(
        '/seen',
        { bodyLimit: trackingLimits.enrolmentBodyBytes, config: loadedByOtherSites },
        async (req, reply) => {
          const body = parse(sightingBody, req.body, reply);
          if (body === null) return reply;
          // Answered first: the install check never slows the page's requests.
          await reply.status(204).header('cache-control', 'no-store').send();
          // A bot's page view (the script it was given has no test): the page's live tests count it as left out.
          if (isBotRequest(req)) {
            await cache.get(`${body.site} ${wholeSite}`, body.site).then(
              (config) => leftOut.add(testsOnPage(JSON.parse(config.body) as TrackingConfig, body.page), 'bot'),
              (error: unknown) => app.log.error({ err: error }, 'counting a bot visit failed'),
            );
          }
          await deps.recordScriptSighting(body.site, body.page).catch((error: unknown) => {
            app.log.error({ err: error }, 'recording where the tracking script runs failed');
          });
          return reply;
        },
      );

      api.post(
        '/enrol',
        {
          bodyLimit: trackingLimits.enrolmentBodyBytes,
          config: loadedByOtherSites,
          onResponse: countRefusals('enrol'),
        },
        async (req, reply) => {
          const body = parse(enrolmentBody, req.body, reply);
          if (body === null) return reply;
          if (isBotRequest(req)) {
            leftOut.add([body.test], 'bot');
            metrics.enrolmentAnswered(refusedBot);
            return reply.status(403).header('cache-control', 'no-store').send(refusedBot);
          }
          if (await fromOtherOrigin(req, body.site)) {
            leftOut.add([body.test], 'origin');
            metrics.enrolmentAnswered(refusedOrigin);
            return reply.status(403).header('cache-control', 'no-store').send(refusedOrigin);
          }
          const answer = await enrol(factsOf(body, deps.networkOf(req.ip)));
          metrics.enrolmentAnswered(answer);
          return reply.status(statusOf(answer)).header('cache-control', 'no-store').send(answer);
        },
      );

      api.post(
        '/events',
        {
          bodyLimit: trackingLimits.eventBatchBodyBytes,
          config: loadedByOtherSites,
          onResponse: countRefusals('events'),
        },
        async (req, reply) => {
          const body = parse(eventBatchBody, req.body, reply);
          if (body === null) return reply;
          if (isBotRequest(req)) {
            metrics.eventBatchRefused('bot');
            return reply.status(403).header('cache-control', 'no-store').send(refusedBot);
          }
          if (await fromOtherOrigin(req, body.site)) {
            metrics.eventBatchRefused('origin');
            return reply.status(403).header('cache-control', 'no-store').send(refusedOrigin);
          }
          reply.status(202).header('cache-control', 'no-store');
          // Through the log the batch is counted later, so how many sessions it counts in is not known yet.
          if (logEvents !== null) {
            await logEvents(body satisfies EventBatch);
            metrics.eventBatchAccepted(body.events.length);
            return reply.send({ queued: true });
          }
          const counted = await record(body satisfies EventBatch);
          metrics.eventBatchAccepted(body.events.length);
          return reply.send({ counted });
        },
      );
    },
    { prefix: '/api/track' },
  );
}

/**
 * The raw site and url of a config request as a key, the site alone when it asks for the whole website (null when
 * the site or url is not a single string, or when it may be a preview).
 */
function requestKeyOf(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  const { site, url, preview } = query as { site?: unknown; url?: unknown; preview?: unknown };
  if (typeof site !== 'string') return null;
  // A preview naming a variant is answered fresh (loadConfig decides which do); none is the same request as before.
  if (preview !== undefined && preview !== '') return null;
  if (url === undefined) return site;
  return typeof url === 'string' ? `${site} ${url}` : null;
}

/** Whether a config request asks for a preview: never charged, so an automated check of a variant may open one. */
function isPreview(query: unknown): boolean {
  const parsed = configQuery.safeParse(query);
  return parsed.success && parsed.data.preview !== null;
}

/** Bodies are JSON whatever their content type says; anything else is a 400 that says so. */
function parseJsonBody(
  _req: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  try {
    done(null, JSON.parse(body.toString()));
  } catch {
    done(Object.assign(new Error('The body must be a JSON object.'), { statusCode: 400, code: 'Bad Request' }));
  }
}

/** The value, or null after answering 400 with every problem named. */
function parse<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply): T | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  void reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({ error: 'Bad Request', message: 'The request is not valid.', problems: describeProblems(result.error) });
  return null;
}

export function factsOf(body: EnrolmentRequest, network: string): EnrolmentRequestFacts {
  return {
    siteId: body.site,
    testId: body.test,
    variantId: body.variant,
    visitorId: body.visitor,
    device: body.device,
    network,
  };
}

function statusOf(answer: EnrolmentAnswer): number {
  switch (answer.status) {
    case 'enrolled':
    case 'returning':
      return 200;
    case 'not_live':
      return 409;
    case 'refused':
      return 403;
    case 'unknown':
      return 404;
    default: {
      const unknown: never = answer;
      throw new Error(`unknown answer ${JSON.stringify(unknown)}`);
    }
  }
}
