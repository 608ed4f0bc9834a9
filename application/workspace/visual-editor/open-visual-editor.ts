import {
  openingRefusal,
  visualEditorCredentialMs,
  type VisualEditorRefusal,
} from '../../../domain/ab-tests/visual-editor-session';
import type { VisualChange } from '../../../domain/ab-tests/visual-change-rules';
import { ownCode, visualChangesOf } from '../../../domain/ab-tests/visual-change-code-rules';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { OpaqueTokens } from '../../ports/opaque-tokens';
import type { UnitOfWork } from '../../ports/unit-of-work';

/** What the opened editor works with: its credential, and the variant as the editor lists and previews it. */
export interface VisualEditorOpening {
  /** Saves this variant until `expiresAt`; the editor keeps it to itself. */
  readonly credential: string;
  readonly expiresAt: Date;
  readonly siteOrigin: string;
  readonly test: { readonly id: string; readonly name: string; readonly pageUrl: string };
  readonly variant: {
    readonly id: string;
    readonly name: string;
    /** The owner's own code, outside the visual editor's blocks, shown under the changes in the preview. */
    readonly ownCss: string;
    readonly ownJs: string;
    readonly changes: readonly VisualChange[];
  };
}

export type OpenVisualEditor = (
  token: string,
  origin: string | null,
) => Promise<Result<VisualEditorOpening, VisualEditorRefusal>>;

/**
 * Opens the editor with the link's token, once: from a page of the test's own website only (`origin`, as the
 * browser sent it). The link is spent and the editor gets a credential that saves that one variant for an hour.
 */
export function makeOpenVisualEditor(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly tokens: OpaqueTokens;
}): OpenVisualEditor {
  return (token, origin) =>
    deps.uow.run(async ({ visualEditorSessions, variants, tests }) => {
      const session = await visualEditorSessions.findByTokenHash(deps.tokens.hash(token));
      if (session === null) return fail({ kind: 'EditorLinkUnknown' });
      const now = deps.clock.now();
      const refusal = openingRefusal(session, now);
      if (refusal !== null) return fail(refusal);
      const variant = await variants.find(session.userId, session.variantId);
      const test = variant === null ? null : await tests.find(session.userId, variant.testId);
      if (variant === null || test === null) return fail({ kind: 'EditorVariantGone' });
      const siteOrigin = new URL(test.websiteUrl).origin;
      // Not spent: a page on another site cannot use up the owner's link.
      if (origin !== siteOrigin) return fail({ kind: 'EditorOnOtherSite', siteOrigin });
      const credential = deps.tokens.generate('spc_');
      const expiresAt = new Date(now.getTime() + visualEditorCredentialMs);
      await visualEditorSessions.open(session.id, now, deps.tokens.hash(credential), expiresAt);
      return ok({
        credential,
        expiresAt,
        siteOrigin,
        test: { id: test.id, name: test.name, pageUrl: test.pageUrl },
        variant: {
          id: variant.id,
          name: variant.name,
          ownCss: ownCode(variant.cssCode),
          ownJs: ownCode(variant.jsCode),
          changes: visualChangesOf(variant.cssCode),
        },
      });
    });
}
