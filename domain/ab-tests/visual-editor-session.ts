import type { UserId, VariantId } from '../shared/ids';

/**
 * An owner's visual editor on one variant (docs/decisions.md, "The visual editor's token"). The link opens it once,
 * within minutes of being made; opening hands the editor a credential of its own, which saves that variant only
 * and expires within the hour.
 */
export interface VisualEditorSession {
  readonly id: string;
  readonly userId: UserId;
  readonly variantId: VariantId;
  /** The link's token opens the editor until then, and only once. */
  readonly openBy: Date;
  readonly openedAt: Date | null;
  /** When the editor's credential stops saving; null until opened. */
  readonly expiresAt: Date | null;
}

/** Long enough for the owner's page to load with the editor, short enough that a leaked link is soon worthless. */
export const visualEditorLinkMs = 5 * 60 * 1000;
/** How long an opened editor may save: an hour of editing, after which the owner opens it again from the app. */
export const visualEditorCredentialMs = 60 * 60 * 1000;

/** The test's page with `?splitpenny_variant=<token>` opens the visual editor there (preview-rules.ts). */
export { forcedVariantParameter as visualEditorParameter, visualEditorTokenPrefix } from '../tracking/preview-rules';

/** Why an editor was refused: each says so in words the editor shows the owner. */
export type VisualEditorRefusal =
  | { readonly kind: 'EditorLinkUnknown' }
  | { readonly kind: 'EditorLinkUsed' }
  | { readonly kind: 'EditorLinkExpired' }
  | { readonly kind: 'EditorOnOtherSite'; readonly siteOrigin: string }
  | { readonly kind: 'EditorSessionUnknown' }
  | { readonly kind: 'EditorSessionExpired' }
  | { readonly kind: 'EditorVariantGone' };

export const visualEditorRefusalMessages: Readonly<Record<VisualEditorRefusal['kind'], string>> = {
  EditorLinkUnknown: 'This editor link is not valid. Open the editor again from the variant in Splitpenny.',
  EditorLinkUsed: 'This editor link was already used: each opens the editor once. Open it again from the app.',
  EditorLinkExpired: 'This editor link has expired (they last 5 minutes). Open the editor again from the app.',
  EditorOnOtherSite: "The editor opens only on the test's own website.",
  EditorSessionUnknown: 'This editor is not signed in. Open it again from the variant in Splitpenny.',
  EditorSessionExpired: 'This editor session has expired (they last an hour). Open the editor again from the app.',
  EditorVariantGone: 'This variant no longer exists.',
};

/** Why the link cannot open the editor at `now`, or null when it can. */
export function openingRefusal(session: VisualEditorSession, now: Date): VisualEditorRefusal | null {
  if (session.openedAt !== null) return { kind: 'EditorLinkUsed' };
  if (now.getTime() >= session.openBy.getTime()) return { kind: 'EditorLinkExpired' };
  return null;
}

/** Why the opened editor cannot save at `now`, or null when it can. */
export function savingRefusal(session: VisualEditorSession, now: Date): VisualEditorRefusal | null {
  if (session.openedAt === null || session.expiresAt === null) return { kind: 'EditorSessionUnknown' };
  if (now.getTime() >= session.expiresAt.getTime()) return { kind: 'EditorSessionExpired' };
  return null;
}
