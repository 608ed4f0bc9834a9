import type { Kysely, Selectable } from 'kysely';
import type { SecondFactorRepository } from '../../application/ports/second-factor-repository';
import {
  loginChallengeValidityMs,
  type LoginChallenge,
  type Passkey,
  type PasskeyCredential,
  type StoredPasskey,
} from '../../domain/accounts/second-factor';
import type { PasskeyId, UserId } from '../../domain/shared/ids';
import type { DatabaseSchema, PasskeysTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselySecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async hasAny(userId: UserId): Promise<boolean> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('totp_factors')
                .select('user_id')
                .where('user_id', '=', userId)
                .where('confirmed_at', 'is not', null),
            ),
            eb.exists(eb.selectFrom('passkeys').select('id').where('user_id', '=', userId)),
          ])
          .as('any'),
      ])
      .executeTakeFirstOrThrow();
    return Boolean(row.any);
  }

  async findTotpSecret(userId: UserId): Promise<string | null> {
    const row = await this.db
      .selectFrom('totp_factors')
      .select('secret')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    return row?.secret ?? null;
  }

  async findPendingTotpSecret(userId: UserId): Promise<string | null> {
    const row = await this.db
      .selectFrom('totp_factors')
      .select('secret')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return row?.secret ?? null;
  }

  async savePendingTotpSecret(userId: UserId, secret: string, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('totp_factors')
      .values({ user_id: userId, secret, created_at: at, confirmed_at: null, last_used_step: null })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ secret, created_at: at }).where('totp_factors.confirmed_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async confirmTotp(userId: UserId, step: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('totp_factors')
      .set({ confirmed_at: at, last_used_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async useTotpStep(userId: UserId, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('totp_factors')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', eb.val(String(step)))]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteTotp(userId: UserId): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('totp_factors')
      .where('user_id', '=', userId)
      .returning('confirmed_at')
      .execute();
    return rows.some((row) => row.confirmed_at !== null);
  }

  async replaceRecoveryCodes(userId: UserId, codeHashes: readonly string[], at: Date): Promise<void> {
    await this.deleteRecoveryCodes(userId);
    if (codeHashes.length === 0) return;
    await this.db
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at, used_at: null })))
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

  async countUnusedRecoveryCodes(userId: UserId): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async deleteRecoveryCodes(userId: UserId): Promise<void> {
    await this.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }

  async listPasskeys(userId: UserId): Promise<readonly StoredPasskey[]> {
    const rows = await this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toPasskey);
  }

  async insertPasskey(passkey: Passkey, credential: PasskeyCredential): Promise<boolean> {
    const row = await this.db
      .insertInto('passkeys')
      .values({
        id: passkey.id,
        user_id: passkey.userId,
        name: passkey.name,
        credential_id: credential.credentialId,
        public_key: credential.publicKey,
        counter: credential.counter,
        transports: [...credential.transports],
        created_at: passkey.createdAt,
        last_used_at: passkey.lastUsedAt,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markPasskeyUsed(id: PasskeyId, counter: number, at: Date): Promise<void> {
    await this.db.updateTable('passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
  }

  async deletePasskey(userId: UserId, id: PasskeyId): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async savePasskeyRegistration(userId: UserId, challenge: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('passkey_registrations')
      .values({ user_id: userId, challenge, expires_at: expiresAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ challenge, expires_at: expiresAt }))
      .execute();
  }

  async takePasskeyRegistration(userId: UserId, now: Date): Promise<string | null> {
    const row = await this.db
      .deleteFrom('passkey_registrations')
      .where('user_id', '=', userId)
      .returning(['challenge', 'expires_at'])
      .executeTakeFirst();
    return row !== undefined && row.expires_at.getTime() > now.getTime() ? row.challenge : null;
  }

  async insertLoginChallenge(challenge: LoginChallenge, tokenHash: string): Promise<void> {
    // Challenges past their time are of no use: each login clears its account's, so the table stays small.
    const openedAt = new Date(challenge.expiresAt.getTime() - loginChallengeValidityMs);
    await this.db
      .deleteFrom('login_challenges')
      .where('user_id', '=', challenge.userId)
      .where('expires_at', '<', openedAt)
      .execute();
    await this.db
      .insertInto('login_challenges')
      .values({
        id: challenge.id,
        user_id: challenge.userId,
        token_hash: tokenHash,
        passkey_challenge: challenge.passkeyChallenge,
        expires_at: challenge.expiresAt,
        failures: challenge.failures,
        used_at: challenge.usedAt,
      })
      .execute();
  }

  async findLoginChallenge(tokenHash: string): Promise<LoginChallenge | null> {
    const row = await this.db
      .selectFrom('login_challenges')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      userId: row.user_id as UserId,
      passkeyChallenge: row.passkey_challenge,
      expiresAt: row.expires_at,
      failures: row.failures,
      usedAt: row.used_at,
    };
  }

  async useLoginChallenge(id: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('login_challenges')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async countLoginChallengeFailure(id: string): Promise<void> {
    await this.db
      .updateTable('login_challenges')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}

function toPasskey(row: Selectable<PasskeysTable>): StoredPasskey {
  return {
    id: row.id as PasskeyId,
    userId: row.user_id as UserId,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    credential: {
      credentialId: row.credential_id,
      publicKey: row.public_key,
      counter: Number(row.counter),
      transports: row.transports,
    },
  };
}
