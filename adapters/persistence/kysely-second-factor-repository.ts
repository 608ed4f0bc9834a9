import type { Kysely } from 'kysely';
import type { SecondFactorRepository } from '../../application/ports/second-factor-repository';
import type { PendingLogin, TotpFactor } from '../../domain/accounts/second-factor';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

export class KyselySecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findTotp(userId: UserId): Promise<TotpFactor | null> {
    const row = await this.db
      .selectFrom('totp_factors')
      .select(['sealed_secret', 'confirmed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row === undefined ? null : { userId, sealedSecret: row.sealed_secret, confirmedAt: row.confirmed_at };
  }

  async saveTotp(factor: TotpFactor, now: Date): Promise<void> {
    await this.db
      .insertInto('totp_factors')
      .values({
        user_id: factor.userId,
        sealed_secret: factor.sealedSecret,
        confirmed_at: factor.confirmedAt,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ sealed_secret: factor.sealedSecret, confirmed_at: null, created_at: now }),
      )
      .execute();
  }

  async confirmTotp(userId: UserId, at: Date): Promise<void> {
    await this.db.updateTable('totp_factors').set({ confirmed_at: at }).where('user_id', '=', userId).execute();
  }

  async removeTotp(userId: UserId): Promise<void> {
    await this.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
  }

  async replaceRecoveryCodes(userId: UserId, codeHashes: readonly string[]): Promise<void> {
    await this.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    if (codeHashes.length === 0) return;
    await this.db
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
      .execute();
  }

  async useRecoveryCode(userId: UserId, codeHash: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async unusedRecoveryCodes(userId: UserId): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async addPendingLogin(tokenHash: string, login: PendingLogin): Promise<void> {
    await this.db
      .insertInto('pending_logins')
      .values({ token_hash: tokenHash, user_id: login.userId, expires_at: login.expiresAt })
      .execute();
  }

  async findPendingLogin(tokenHash: string): Promise<PendingLogin | null> {
    const row = await this.db
      .selectFrom('pending_logins')
      .select(['user_id', 'failed_attempts', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row === undefined) return null;
    return { userId: row.user_id as UserId, failedAttempts: row.failed_attempts, expiresAt: row.expires_at };
  }

  async countFailedAttempt(tokenHash: string): Promise<void> {
    await this.db
      .updateTable('pending_logins')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async endPendingLogin(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('pending_logins').where('token_hash', '=', tokenHash).execute();
  }
}
