import { accountsUseCases, type AccountsUseCases } from '../../application/accounts/accounts-use-cases';
import { makeRevokedSessions } from '../../application/accounts/revoked-sessions';
import { contactLimitPerIp } from '../../domain/contact/contact-message';
import { argon2DecoyHash } from '../auth/argon2-password-hasher';
import { CryptoRecoveryCodes } from '../auth/crypto-recovery-codes';
import { OtpauthTotp } from '../auth/otpauth-totp';
import { SimpleWebauthnPasskeys } from '../auth/simplewebauthn-passkeys';
import { tokens } from '../tokens';
import { singleton, type CompositionModule } from './composition-module';

/** The name authenticator apps and passkey prompts show for the account. */
const productName = 'Splitpenny';

/** Accounts need the platform's ports, and the process's one list of revoked sessions. */
export const accountsModule: CompositionModule<AccountsUseCases> = {
  register(c) {
    c.register(
      tokens.revokedSessions,
      singleton((r) => makeRevokedSessions({ uow: r.resolve(tokens.unitOfWork), clock: r.resolve(tokens.clock) })),
    );
  },
  useCases(r, { config }) {
    const perMinute = { attempts: config.authRateLimitPerMinute, windowSeconds: 60 };
    return accountsUseCases({
      uow: r.resolve(tokens.unitOfWork),
      clock: r.resolve(tokens.clock),
      ids: r.resolve(tokens.ids),
      hasher: r.resolve(tokens.passwordHasher),
      passwordStrength: r.resolve(tokens.passwordStrength),
      decoyHash: argon2DecoyHash,
      accessTokens: r.resolve(tokens.accessTokens),
      opaqueTokens: r.resolve(tokens.opaqueTokens),
      mailer: r.resolve(tokens.mailer),
      limiter: r.resolve(tokens.rateLimiter),
      attemptLimits: {
        authenticate: perMinute,
        'password-reset': perMinute,
        signup: { attempts: config.signupRateLimitPerHour, windowSeconds: 60 * 60 },
        'email-confirmation': perMinute,
        newsletter: perMinute,
        contact: contactLimitPerIp,
      },
      signupSessions: config.sessions.monthlyTopUpLevel,
      appUrl: config.publicUrl,
      revokedSessions: r.resolve(tokens.revokedSessions),
      totp: new OtpauthTotp(productName),
      recoveryCodes: new CryptoRecoveryCodes(),
      passkeys: new SimpleWebauthnPasskeys(config.publicUrl, productName),
    });
  },
};
