import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  editorScriptPath,
  goalsScriptPath,
  loaderScript,
  trackerScriptPath,
} from '../../../domain/tracking/install-snippets';
import { compressedCopies, sendCompressed, type CompressedCopies } from '../compressed-copies';
import { loadedByOtherSites } from '../security-headers';
import { etagOf } from './etag';

/** A built script with its compressed copies, made once: every page view of every customer site asks for it. */
interface BuiltScript extends CompressedCopies {
  readonly code: Buffer;
  readonly etag: string;
}

/** The loader the plain tag loads, which also has an address of its own per release. */
interface TrackerScript extends BuiltScript {
  /** The release's own address, `/scripts/tracking/track-<hash>.js`. */
  readonly versionedPath: string;
}

const notBuilt = { error: 'Not Found', message: 'The tracking script is not built: run npm run build.' };

/**
 * The scripts customers' pages load from the app's own origin, Brotli- or gzip-compressed as the browser accepts.
 * The plain tag's address serves the loader (domain/tracking/install-snippets.ts), which then loads the per-site
 * script (tracking-routes.ts) as the inline loader does. It has two addresses: the stable one the tag uses, kept five
 * minutes and then revalidated by ETag so a new release reaches sites quickly; and the release's own,
 * `track-<hash>.js`, cached for a year since its bytes never change, which the stable answer names in
 * `Content-Location`. The conversion goals script and the visual editor are built from web/track by `npm run build`.
 */
export function registerTrackerScriptRoute(app: FastifyInstance, scriptFile: string): void {
  const loader = release(loaderScript);

  // Loaded by a <script src> on the customers' sites: open to them (loadedByOtherSites), as well as by CORS.
  app.get(trackerScriptPath, { config: loadedByOtherSites }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('content-location', loader.versionedPath);
    return send(req, reply, loader);
  });

  app.get<{ Params: { version: string } }>(
    '/scripts/tracking/track-:version',
    { config: loadedByOtherSites },
    async (req, reply) => {
      if (req.url.split('?')[0] !== loader.versionedPath) {
        return reply.status(404).send({
          error: 'Not Found',
          message: `No such release of the tracking script: the current one is ${loader.versionedPath}.`,
        });
      }
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return send(req, reply, loader);
    },
  );

  // The conversion goals script and the visual editor, built beside it: kept five minutes and revalidated, like the
  // stable address. The editor is asked for only by a page opened with an editor link (web/track/goals).
  for (const [address, name] of [
    [goalsScriptPath, 'goals.js'],
    [editorScriptPath, 'editor.js'],
  ] as const) {
    const file = path.join(path.dirname(scriptFile), name);
    let built: BuiltScript | null = null;
    app.get(address, { config: loadedByOtherSites }, async (req, reply) => {
      const found = (built ??= await load(file));
      if (found === null) return reply.status(404).send(notBuilt);
      reply.header('cache-control', 'public, max-age=300');
      return send(req, reply, found);
    });
  }
}

/** The built tracking script's code, for the per-site scripts; null until it is built. */
export function trackerCodeOf(scriptFile: string): () => Promise<string | null> {
  let script: BuiltScript | null = null;
  return async () => (script ??= await load(scriptFile))?.code.toString() ?? null;
}

function send(req: FastifyRequest, reply: FastifyReply, script: BuiltScript): FastifyReply {
  reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('access-control-allow-origin', '*')
    .header('vary', 'accept-encoding')
    .header('etag', script.etag);
  if (req.headers['if-none-match'] === script.etag) return reply.status(304).send();
  return sendCompressed(req, reply, script.code, script);
}

async function load(file: string): Promise<BuiltScript | null> {
  let code: Buffer;
  try {
    code = await readFile(file);
  } catch {
    return null;
  }
  return { code, ...(await copiesOf(file, code)), etag: etagOf(code) };
}

/** The loader with the address of its release, named by a hash of its bytes, and its compressed copies. */
function release(code: string): TrackerScript {
  const version = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const bytes = Buffer.from(code);
  return {
    code: bytes,
    ...compressedCopies(bytes, 11),
    etag: etagOf(bytes),
    versionedPath: `/scripts/tracking/track-${version}.js`,
  };
}

/**
 * The compressed copies the build made beside the script (the smallest there are: see scripts/smallest-copies.ts),
 * or, when they are missing or belong to another build, copies made now with zlib.
 */
async function copiesOf(file: string, code: Buffer): Promise<CompressedCopies> {
  try {
    const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
    if (gunzipSync(gzip).equals(code)) return { br, gzip };
  } catch {
    // Not built with the copies: made below.
  }
  return compressedCopies(code, 11);
}
