import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pageHeaders, siteOptionsOf } from './site-options';
import { siteStyle } from './site-style';
import { staticPageHtml } from './static-site';
import { buildSpa, spaBundlePath, spaShellHtml } from './spa-site/build-spa';

/**
 * The fixture sites the tracking script's browser tests run on, as third-party sites on origins of their own: a
 * static multi-page site and a React single-page app. Each HTML answer carries the install (and the page's other
 * settings) that the request's cookies ask for (site-options.ts), so one server serves every case.
 *
 * Run by Playwright (playwright.config.ts) with FIXTURE_STATIC_PORT, FIXTURE_SPA_PORT and TRACKER_ORIGIN.
 */
const host = '127.0.0.1';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const pathOf = (request: IncomingMessage): string => new URL(request.url ?? '/', 'http://fixture').pathname;

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  response.writeHead(status, headers).end(body);
}

/** What both sites serve besides their pages: the stylesheet and a health check for Playwright. */
function common(request: IncomingMessage, response: ServerResponse): boolean {
  const path = pathOf(request);
  if (path === '/healthz') {
    send(response, 200, { 'content-type': 'text/plain' }, 'ok');
    return true;
  }
  if (path === '/assets/site.css') {
    send(response, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'max-age=3600' }, siteStyle);
    return true;
  }
  return false;
}

function staticSite(trackerOrigin: string): Handler {
  return (request, response) => {
    if (common(request, response)) return;
    const options = siteOptionsOf(request, trackerOrigin);
    const html = staticPageHtml(pathOf(request), options);
    if (html === null) send(response, 404, { 'content-type': 'text/plain' }, 'Not found');
    else send(response, 200, pageHeaders(options), html);
  };
}

function singlePageApp(trackerOrigin: string, bundle: string): Handler {
  return (request, response) => {
    if (common(request, response)) return;
    if (pathOf(request) === spaBundlePath) {
      const headers = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'max-age=3600' };
      send(response, 200, headers, bundle);
      return;
    }
    // Every other address is a route of the app: the same document, which routes on the client.
    const options = siteOptionsOf(request, trackerOrigin);
    send(response, 200, pageHeaders(options), spaShellHtml(options));
  };
}

function listen(handler: Handler, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} must be set`);
  return value;
}

const trackerOrigin = requiredEnv('TRACKER_ORIGIN');
const bundle = await buildSpa();
const servers = [
  await listen(staticSite(trackerOrigin), Number(requiredEnv('FIXTURE_STATIC_PORT'))),
  await listen(singlePageApp(trackerOrigin, bundle), Number(requiredEnv('FIXTURE_SPA_PORT'))),
];
const stop = (): void => void Promise.all(servers.map(close)).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
