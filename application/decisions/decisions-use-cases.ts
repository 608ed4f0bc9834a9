import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';
import { webhookUseCases, type WebhookUseCases } from './manage-webhooks';

export interface DecisionsPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly tokens: OpaqueTokens;
  /** Webhooks may reach loopback addresses (the server's development and test setting). */
  readonly webhookAllowLoopback: boolean;
}

/** What owners do around their tests' decisions: the webhooks they are told through, and their deliveries. */
export function decisionsUseCases(ports: DecisionsPorts): WebhookUseCases {
  return webhookUseCases({ ...ports, allowLoopback: ports.webhookAllowLoopback });
}

export type DecisionsUseCases = WebhookUseCases;
