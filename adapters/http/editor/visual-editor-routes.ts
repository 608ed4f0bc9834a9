import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OpenVisualEditor } from '../../../application/workspace/visual-editor/open-visual-editor';
import type {
  SaveVisualChanges,
  SaveVisualChangesError,
} from '../../../application/workspace/visual-editor/save-visual-changes';
import { emptyVariantMessage } from '../../../domain/ab-tests/variant-rules';
import { visualChangeKinds, visualChangeLimits } from '../../../domain/ab-tests/visual-change-rules';
import { visualEditorRefusalMessages } from '../../../domain/ab-tests/visual-editor-session';
import { clientNetworkOf } from '../client-network';
import { loadedByOtherSites } from '../security-headers';

export interface VisualEditorRouteDependencies {
  readonly openVisualEditor: OpenVisualEditor;
  readonly saveVisualChanges: SaveVisualChanges;
  /** Requests a minute per client network (an IPv4 address, an IPv6 /64). */
  readonly rateLimitPerMinute: number;
}

const openingBody = z.object({ token: z.string().min(1).max(200) });
const savingBody = z.object({
  changes: z
    .array(
      z.object({
        selector: z.string().max(visualChangeLimits.selectorLength),
        kind: z.enum(visualChangeKinds),
        value: z.string().max(visualChangeLimits.valueLength),
      }),
    )
    .max(visualChangeLimits.changes),
});

/**
 * The visual editor's two calls, made from the owner's own site (web/editor): opening it with the link's one-time
 * token, and saving its changes with the credential opening gave. Cross-origin by nature, without cookies: the
 * owner's session with the app is never sent. A browser may ask (preflight) from any origin, but an answer is
 * readable only by the page it was for, and the use cases refuse every origin but the test's website's.
 */
export async function registerVisualEditorRoutes(
  app: FastifyInstance,
  deps: VisualEditorRouteDependencies,
): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: deps.rateLimitPerMinute,
        timeWindow: 60_000,
        keyGenerator: (req) => clientNetworkOf(req.ip),
      });

      api.options('/*', { config: loadedByOtherSites }, async (req, reply) => {
        const origin = req.headers.origin;
        if (origin === undefined) return reply.status(204).send();
        return reply
          .status(204)
          .header('access-control-allow-origin', origin)
          .header('access-control-allow-methods', 'POST, PUT')
          .header('access-control-allow-headers', 'content-type, authorization')
          .header('access-control-max-age', '600')
          .header('vary', 'origin')
          .send();
      });

      api.post('/session', { config: loadedByOtherSites }, async (req, reply) => {
        const body = openingBody.safeParse(req.body);
        if (!body.success) return badRequest(req, reply, 'Send the editor link\'s token as {"token": "…"}.');
        const opened = await deps.openVisualEditor(body.data.token, originOf(req));
        if (!opened.ok) return refuse(req, reply, opened.error);
        return answer(req, reply, 200, opened.value);
      });

      api.put('/variant', { config: loadedByOtherSites }, async (req, reply) => {
        const credential = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (credential === undefined) return refuse(req, reply, { kind: 'EditorSessionUnknown' });
        const body = savingBody.safeParse(req.body);
        if (!body.success) {
          const issue = body.error.issues[0];
          return badRequest(
            req,
            reply,
            `The changes are not valid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
          );
        }
        const saved = await deps.saveVisualChanges(credential, originOf(req), body.data.changes);
        if (!saved.ok) return refuse(req, reply, saved.error);
        return answer(req, reply, 200, saved.value);
      });
    },
    { prefix: '/api/editor' },
  );
}

function originOf(req: FastifyRequest): string | null {
  return req.headers.origin ?? null;
}

/** The answer, readable by the page that asked (a refusal from another site's page is not: see refuse). */
function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: unknown,
  readable = true,
): FastifyReply {
  const origin = originOf(req);
  if (readable && origin !== null) reply.header('access-control-allow-origin', origin).header('vary', 'origin');
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

function badRequest(req: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  return answer(req, reply, 400, { error: 'Bad Request', code: 'InvalidRequest', message });
}

function refuse(req: FastifyRequest, reply: FastifyReply, error: SaveVisualChangesError): FastifyReply {
  switch (error.kind) {
    case 'InvalidVisualChange':
      return answer(req, reply, 400, { error: 'Bad Request', code: error.kind, message: error.message });
    case 'VariantChangesNothing':
      return answer(req, reply, 422, { error: 'Unprocessable Entity', code: error.kind, message: emptyVariantMessage });
    case 'ControlCannotRedirect':
      return answer(req, reply, 422, {
        error: 'Unprocessable Entity',
        code: error.kind,
        message: 'The control is the original page and cannot be edited.',
      });
    case 'EditorOnOtherSite':
      // Another site's page learns nothing: the browser keeps the answer from it.
      return answer(req, reply, 403, refusal('Forbidden', error.kind), false);
    case 'EditorVariantGone':
      return answer(req, reply, 404, refusal('Not Found', error.kind));
    case 'EditorLinkUnknown':
    case 'EditorLinkUsed':
    case 'EditorLinkExpired':
    case 'EditorSessionUnknown':
    case 'EditorSessionExpired':
      return answer(req, reply, 401, refusal('Unauthorized', error.kind));
    default: {
      const unknown: never = error;
      throw new Error(`unknown refusal ${JSON.stringify(unknown)}`);
    }
  }
}

function refusal(error: string, code: keyof typeof visualEditorRefusalMessages) {
  return { error, code, message: visualEditorRefusalMessages[code] };
}
