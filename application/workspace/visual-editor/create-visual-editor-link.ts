import type { Viewer } from '../../../domain/accounts/viewer';
import {
  visualEditorLinkMs,
  visualEditorParameter,
  visualEditorTokenPrefix,
  type VisualEditorSession,
} from '../../../domain/ab-tests/visual-editor-session';
import type { VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { OpaqueTokens } from '../../ports/opaque-tokens';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface VisualEditorLink {
  /** The test's page with the editor's one-time token: opening it opens the editor there. */
  readonly url: string;
  readonly expiresAt: Date;
}

export type CreateVisualEditorLink = (
  viewer: Viewer,
  variantId: VariantId,
) => Promise<Result<VisualEditorLink, WorkspaceError>>;

/**
 * A link that opens the visual editor on the test's real page for one of the owner's variants (never the control,
 * which is the page as it is). Its token is random, kept only as a hash, opens the editor once, within minutes.
 */
export function makeCreateVisualEditorLink(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly tokens: OpaqueTokens;
}): CreateVisualEditorLink {
  return (viewer, variantId) =>
    deps.uow.run(async ({ variants, tests, visualEditorSessions }) => {
      const variant = await variants.find(viewer.userId, variantId);
      const test = variant === null ? null : await tests.find(viewer.userId, variant.testId);
      if (variant === null || test === null) return fail({ kind: 'VariantNotFound' });
      if (variant.isControl) return fail({ kind: 'ControlCannotBeEdited' });
      const now = deps.clock.now();
      const token = deps.tokens.generate(visualEditorTokenPrefix);
      const session: VisualEditorSession = {
        id: deps.ids.next(),
        userId: viewer.userId,
        variantId,
        openBy: new Date(now.getTime() + visualEditorLinkMs),
        openedAt: null,
        expiresAt: null,
      };
      await visualEditorSessions.insert(session, deps.tokens.hash(token), now);
      const url = new URL(test.pageUrl);
      url.searchParams.set(visualEditorParameter, token);
      return ok({ url: url.href, expiresAt: session.openBy });
    });
}
