import type { Viewer } from '../../../domain/accounts/viewer';
import {
  changeVariant,
  type ControlCannotRedirect,
  type VariantChangesNothing,
} from '../../../domain/ab-tests/variant';
import {
  visualChangeLimits,
  visualChangeProblem,
  type VisualChange,
} from '../../../domain/ab-tests/visual-change-rules';
import { withVisualChanges } from '../../../domain/ab-tests/visual-change-code-rules';
import { savingRefusal, type VisualEditorRefusal } from '../../../domain/ab-tests/visual-editor-session';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { OpaqueTokens } from '../../ports/opaque-tokens';
import type { UnitOfWork } from '../../ports/unit-of-work';
import { lockedVariant } from '../ab-tests/locked-variant';
import { recordVariantCodeChange } from '../ab-tests/record-variant-code-change';

export interface SavedVisualChanges {
  readonly cssCode: string;
  readonly jsCode: string;
}

export type SaveVisualChanges = (
  credential: string,
  origin: string | null,
  changes: readonly VisualChange[],
) => Promise<Result<SavedVisualChanges, SaveVisualChangesError>>;

export type SaveVisualChangesError =
  | VisualEditorRefusal
  | VariantChangesNothing
  | ControlCannotRedirect
  | { readonly kind: 'InvalidVisualChange'; readonly message: string };

/**
 * Writes the editor's changes into its variant's CSS and JS (visual-change-code-rules.ts), keeping the owner's own code:
 * with the credential the editor was opened with, from the test's website only, until it expires.
 */
export function makeSaveVisualChanges(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly tokens: OpaqueTokens;
}): SaveVisualChanges {
  return async (credential, origin, changes) => {
    const problem = changesProblem(changes);
    if (problem !== null) return fail({ kind: 'InvalidVisualChange', message: problem });
    return deps.uow.run(async ({ visualEditorSessions, variants, tests, testChanges }) => {
      const session = await visualEditorSessions.findByCredentialHash(deps.tokens.hash(credential));
      if (session === null) return fail({ kind: 'EditorSessionUnknown' });
      const now = deps.clock.now();
      const refusal = savingRefusal(session, now);
      if (refusal !== null) return fail(refusal);
      const viewer: Viewer = { userId: session.userId, via: 'visual-editor', variantId: session.variantId };
      const variant = await lockedVariant(tests, variants, viewer, session.variantId);
      const test = variant === null ? null : await tests.find(session.userId, variant.testId);
      if (variant === null || test === null) return fail({ kind: 'EditorVariantGone' });
      const siteOrigin = new URL(test.websiteUrl).origin;
      if (origin !== siteOrigin) return fail({ kind: 'EditorOnOtherSite', siteOrigin });
      const code = withVisualChanges(variant, changes);
      const changed = changeVariant(
        variant,
        { ...code, name: null, description: null, pageRedirectUrl: undefined, trafficAllocation: null },
        now,
      );
      if (!changed.ok) return changed;
      await variants.save(changed.value);
      await recordVariantCodeChange({ tests, testChanges }, viewer, variant, changed.value, now);
      return ok(code);
    });
  };
}

function changesProblem(changes: readonly VisualChange[]): string | null {
  if (changes.length > visualChangeLimits.changes) return `Keep to ${visualChangeLimits.changes} changes a variant.`;
  for (const [index, change] of changes.entries()) {
    const problem = visualChangeProblem(change);
    if (problem !== null) return `Change ${index + 1}: ${problem}`;
  }
  return null;
}
