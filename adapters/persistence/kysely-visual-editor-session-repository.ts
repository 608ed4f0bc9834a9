import type { Kysely, Selectable } from 'kysely';
import type { VisualEditorSessionRepository } from '../../application/ports/visual-editor-session-repository';
import type { VisualEditorSession } from '../../domain/ab-tests/visual-editor-session';
import type { UserId, VariantId } from '../../domain/shared/ids';
import type { DatabaseSchema, VisualEditorSessionsTable } from './database-schema';

export class KyselyVisualEditorSessionRepository implements VisualEditorSessionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(session: VisualEditorSession, tokenHash: string, createdAt: Date): Promise<void> {
    await this.db
      .insertInto('visual_editor_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        variant_id: session.variantId,
        token_hash: tokenHash,
        created_at: createdAt,
        open_by: session.openBy,
        opened_at: session.openedAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  async findByTokenHash(tokenHash: string, options = { lock: true }): Promise<VisualEditorSession | null> {
    const query = this.db.selectFrom('visual_editor_sessions').selectAll().where('token_hash', '=', tokenHash);
    const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
    return row === undefined ? null : sessionOf(row);
  }

  async findByCredentialHash(credentialHash: string): Promise<VisualEditorSession | null> {
    const row = await this.db
      .selectFrom('visual_editor_sessions')
      .selectAll()
      .where('credential_hash', '=', credentialHash)
      .executeTakeFirst();
    return row === undefined ? null : sessionOf(row);
  }

  async open(id: string, openedAt: Date, credentialHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('visual_editor_sessions')
      .set({ opened_at: openedAt, credential_hash: credentialHash, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }
}

function sessionOf(row: Selectable<VisualEditorSessionsTable>): VisualEditorSession {
  return {
    id: row.id,
    userId: row.user_id as UserId,
    variantId: row.variant_id as VariantId,
    openBy: row.open_by,
    openedAt: row.opened_at,
    expiresAt: row.expires_at,
  };
}
