import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { editorScriptPath, goalsScriptPath, trackerScriptPath } from '../../../domain/tracking/install-snippets';
import { compressedCopies, sendCompressed, type CompressedCopies } from '../compressed-copies';
import { loadedByOtherSites } from '../security-headers';
import { etagOf } from './etag';

/** A built script with its compressed copies, made once: every page view of every customer site asks for it. */
interface BuiltScript extends CompressedCopies {
  readonly code: Buffer;
  readonly etag: string;
}

/** The tracking script, which also has an address of its own per release. */
interface TrackerScript extends BuiltScript {
  /** The release's own address, `/scripts/tracking/track-<hash>.js`. */
  readonly versionedPath: string;
}

const notBuilt = { error: 'Not Found', message: 'The tracking script is not built: run npm run build.' };

/**
 * The tracking script (built from web/track by `npm run build`) and its conversion goals script on the app's own
 * origin, Brotli- or gzip-compressed as the browser accepts. The tracking script has two addresses: the stable one
 * the install snippets use, kept five minutes and then revalidated by ETag so a new release reaches sites quickly;
 * and the release's own, `track-<hash>.js`, cached for a year since its bytes never change. The stable answer names
 * the release's address in `Content-Location`.
 */
export function registerTrackerScriptRoute(app: FastifyInstance, scriptFile: string): void {
  let script: TrackerScript | null = null;
  const current = async (): Promise<TrackerScript | null> => (script ??= release(await load(scriptFile)));

  // Loaded by a <script src> on the customers' sites: open to them (loadedByOtherSites), as well as by CORS.
  app.get(trackerScriptPath, { config: loadedByOtherSites }, async (req, reply) => {
    const found = await current();
    if (found === null) return reply.status(404).send(notBuilt);
    reply.header('cache-control', 'public, max-age=300').header('content-location', found.versionedPath);
    return send(req, reply, found);
  });

  app.get<{ Params: { version: string } }>(
    '/scripts/tracking/track-:version',
    { config: loadedByOtherSites },
    async (req, reply) => {
      const found = await current();
      if (found === null) return reply.status(404).send(notBuilt);
      if (req.url.split('?')[0] !== found.versionedPath) {
        return reply.status(404).send({
          error: 'Not Found',
          message: `No such release of the tracking script: the current one is ${found.versionedPath}.`,
        });
      }
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return send(req, reply, found);
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

/** The tracking script with the address of its release, named by a hash of its bytes. */
function release(script: BuiltScript | null): TrackerScript | null {
  if (script === null) return null;
  const version = createHash('sha256').update(script.code).digest('hex').slice(0, 12);
  return { ...script, versionedPath: `/scripts/tracking/track-${version}.js` };
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
