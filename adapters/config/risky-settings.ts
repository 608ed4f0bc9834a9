import { demoOwner } from '../../application/demo/seed-demo-shop';
import type { Config } from './config';

/** One line for each setting that is on and unsafe on a public deploy, so that none goes unnoticed in the log. */
export function riskySettingWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.devMailbox) {
    warnings.push(
      'DEV_MAILBOX is on: /dev/mailbox shows every email in the outbox, password reset links included, to requests ' +
        'from this machine',
    );
  }
  if (config.demo.atStart) {
    warnings.push(
      `SEED_DEMO is on: the demo owner ${demoOwner.email} is created with the password printed in the README`,
    );
  }
  if (config.environment === 'production' && config.payments.provider === 'local') {
    warnings.push('LOCAL_PAYMENTS is on in production: checkouts are the local test mode and take no money');
  }
  if (config.environment === 'production' && config.tracking.newVisitorsPerNetworkPerHour === null) {
    warnings.push(
      'NEW_VISITORS_PER_NETWORK_PER_HOUR is 0 in production: one client sending new visitor ids can spend an ' +
        "owner's whole balance",
    );
  }
  return warnings;
}
