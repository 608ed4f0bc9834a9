import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/config';
import { riskySettingWarnings } from '../../../adapters/config/risky-settings';

describe('the warnings at start', () => {
  it('says nothing about the defaults, in development or in production with Stripe and PostgreSQL', () => {
    expect(riskySettingWarnings(loadConfig({}))).toEqual([]);
    const production = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.internal:5432/splitpenny',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_xyz789',
    });
    expect(riskySettingWarnings(production)).toEqual([]);
  });

  it('names each risky setting that is on, one line each', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/srv/splitpenny',
      DEV_MAILBOX: 'true',
      SEED_DEMO: 'true',
      LOCAL_PAYMENTS: 'true',
    });
    expect(riskySettingWarnings(config)).toEqual([
      'DEV_MAILBOX is on: /dev/mailbox shows every email in the outbox, password reset links included, to requests ' +
        'from this machine',
      'SEED_DEMO is on: the demo owner demo@splitpenny.test is created with the password printed in the README',
      'LOCAL_PAYMENTS is on in production: checkouts are the local test mode and take no money',
    ]);
  });

  it('warns of the limit on new visitors per network turned off in production, and only there', () => {
    const off = { NEW_VISITORS_PER_NETWORK_PER_HOUR: '0' };
    expect(riskySettingWarnings(loadConfig(off))).toEqual([]);
    const production = loadConfig({
      ...off,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.internal:5432/splitpenny',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_xyz789',
    });
    expect(riskySettingWarnings(production)).toEqual([
      "NEW_VISITORS_PER_NETWORK_PER_HOUR is 0 in production: one client sending new visitor ids can spend an owner's " +
        'whole balance',
    ]);
  });

  it('leaves the local checkout unmentioned outside production, where it is the default', () => {
    expect(riskySettingWarnings(loadConfig({ LOCAL_PAYMENTS: 'true' }))).toEqual([]);
  });
});
