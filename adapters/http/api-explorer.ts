import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html-page';
import { contentSecurityPolicyDirectives } from './security-headers';

/**
 * The API explorer: GraphiQL, which /graphql shows to a browser. Yoga's own page loads GraphiQL from unpkg.com, which
 * the app's Content-Security-Policy (everything from its own origin) forbids, so it never got past "Loading…". Here
 * every file comes from the app itself: GraphiQL's script, styles and editor workers as @graphql-yoga/render-graphiql
 * bundles them (the same build Yoga's page names), served under this path, and a page with no inline script.
 */
export const apiExplorerAssetsPath = '/graphql/explorer';

/** What the page asks of GraphiQL; the title is Yoga's option, the rest GraphiQL's (adapters/graphql passes them). */
export interface ApiExplorerOptions {
  readonly title?: string;
  readonly [option: string]: unknown;
}

/**
 * The explorer's page. Its options go in a JSON script element (data, which CSP does not check), read by start.js;
 * `<` is escaped so that no option's text can close the element.
 */
export function apiExplorerPage(options: ApiExplorerOptions): string {
  const title = options.title ?? 'Splitpenny API explorer';
  const json = JSON.stringify({ ...options, title }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${apiExplorerAssetsPath}/graphiql.css"></head>
<body id="body" class="no-focus-outline">
<noscript>The API explorer needs JavaScript. The API itself answers POST ${escapeHtml('/graphql')} with a JSON body.</noscript>
<div id="root">Loading the API explorer…</div>
<script type="application/json" id="api-explorer-options">${json}</script>
<script src="${apiExplorerAssetsPath}/graphiql.js"></script>
<script src="${apiExplorerAssetsPath}/start.js"></script>
</body></html>`;
}

/**
 * The explorer page's policy: the app's own, but fonts may also be data: URLs, as GraphiQL's editor (Monaco) embeds
 * its icon font in its stylesheet. A data: font carries nothing to another site.
 */
export function apiExplorerContentSecurityPolicy(): string {
  const directives = contentSecurityPolicyDirectives();
  directives['font-src'] = ["'self'", 'data:'];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Monaco asks for a worker by label; each is a plain same-origin script (Yoga's page fetched them from unpkg.com
 * into blob: URLs, which the policy's script-src would refuse as workers too).
 */
const startScript = `'use strict';
self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    var workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
    return '${apiExplorerAssetsPath}/' + (workers[label] || workers.editorWorkerService);
  },
};
var options = JSON.parse(document.getElementById('api-explorer-options').textContent);
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
`;

interface Asset {
  readonly type: string;
  readonly body: Buffer;
  readonly gzipped: Buffer;
}

type AssetName =
  'graphiql.js' | 'graphiql.css' | 'editor.worker.js' | 'json.worker.js' | 'graphql.worker.js' | 'start.js';

const javascript = 'text/javascript; charset=utf-8';

/**
 * The bundle is about 9 MB of text: read (and gzipped) on the first request for it, never at start, since most
 * servers never show the explorer.
 */
async function loadAssets(): Promise<ReadonlyMap<string, Asset>> {
  const graphiql = await import('@graphql-yoga/render-graphiql/graphiql');
  const texts: Record<AssetName, [string, string]> = {
    'graphiql.js': [javascript, graphiql.js],
    'graphiql.css': ['text/css; charset=utf-8', graphiql.css],
    'editor.worker.js': [javascript, graphiql.editorWorkerService],
    'json.worker.js': [javascript, graphiql.jsonWorker],
    'graphql.worker.js': [javascript, graphiql.graphqlWorker],
    'start.js': [javascript, startScript],
  };
  return new Map(
    Object.entries(texts).map(([name, [type, text]]) => {
      const body = Buffer.from(text, 'utf8');
      return [name, { type, body, gzipped: gzipSync(body) }];
    }),
  );
}

/** Serves the explorer's files under apiExplorerAssetsPath, gzipped for browsers that take it. */
export function registerApiExplorerAssets(app: FastifyInstance): void {
  let assets: Promise<ReadonlyMap<string, Asset>> | null = null;
  app.get<{ Params: { file: string } }>(`${apiExplorerAssetsPath}/:file`, async (req, reply) => {
    assets ??= loadAssets();
    const asset = (await assets).get(req.params.file);
    if (asset === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendAsset(req, reply, asset);
  });
}

function sendAsset(req: FastifyRequest, reply: FastifyReply, asset: Asset): FastifyReply {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  void reply.type(asset.type).header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
  if (gzip) void reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? asset.gzipped : asset.body);
}
