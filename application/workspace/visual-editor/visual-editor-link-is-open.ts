import { openingRefusal } from '../../../domain/ab-tests/visual-editor-session';
import type { Clock } from '../../ports/clock';
import type { OpaqueTokens } from '../../ports/opaque-tokens';
import type { UnitOfWork } from '../../ports/unit-of-work';

export type VisualEditorLinkIsOpen = (token: string) => Promise<boolean>;

/**
 * Whether a page opened with this token should load the editor: a link that exists and can still open it. Asked by
 * the tracking config, so a made-up link puts no editor on anybody's page; it spends nothing.
 */
export function makeVisualEditorLinkIsOpen(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly tokens: OpaqueTokens;
}): VisualEditorLinkIsOpen {
  return (token) =>
    deps.uow.read(async ({ visualEditorSessions }) => {
      const session = await visualEditorSessions.findByTokenHash(deps.tokens.hash(token), { lock: false });
      return session !== null && openingRefusal(session, deps.clock.now()) === null;
    });
}
