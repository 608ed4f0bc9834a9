import type { VisualEditorSession } from '../../domain/ab-tests/visual-editor-session';

export interface VisualEditorSessionRepository {
  insert(session: VisualEditorSession, tokenHash: string, createdAt: Date): Promise<void>;
  /** Locked (unless told not to, for a read alone), so two uses of one link at once cannot both open it. */
  findByTokenHash(tokenHash: string, options?: { readonly lock: boolean }): Promise<VisualEditorSession | null>;
  findByCredentialHash(credentialHash: string): Promise<VisualEditorSession | null>;
  /** The link is spent and the editor's credential (by its hash) saves until `expiresAt`. */
  open(id: string, openedAt: Date, credentialHash: string, expiresAt: Date): Promise<void>;
}
