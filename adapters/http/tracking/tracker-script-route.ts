import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { etagOf } from './etag';

/**
 * The tracking script (built from web/track by `npm run build`) at /scripts/tracking/track.js on the app's own
 * origin. Browsers keep it for five minutes and then revalidate by ETag, so a new release reaches sites quickly.
 */
export function registerTrackerScriptRoute(app: FastifyInstance, scriptFile: string): void {
  let script: { code: Buffer; etag: string } | null = null;
  app.get('/scripts/tracking/track.js', async (req, reply) => {
    script ??= await load(scriptFile);
    if (script === null) {
      return reply
        .status(404)
        .send({ error: 'Not Found', message: 'The tracking script is not built: run npm run build.' });
    }
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .header('etag', script.etag);
    if (req.headers['if-none-match'] === script.etag) return reply.status(304).send();
    return reply.send(script.code);
  });
}

async function load(file: string): Promise<{ code: Buffer; etag: string } | null> {
  try {
    const code = await readFile(file);
    return { code, etag: etagOf(code) };
  } catch {
    return null;
  }
}
