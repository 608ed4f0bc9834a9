import { makeDeliverWebhook } from '../../application/decisions/deliver-webhook';
import { decisionsUseCases, type DecisionsUseCases } from '../../application/decisions/decisions-use-cases';
import { makeWatchVerdicts } from '../../application/decisions/watch-verdicts';
import type { WebhookDeliveryId } from '../../domain/shared/ids';
import { webhookDeliveryPolicy } from '../../domain/webhooks/webhook-delivery';
import { DebouncedDecisionChecks, fanOutRollupsChanges } from '../system/debounced-decision-checks';
import { HttpWebhookSender } from '../webhooks/http-webhook-sender';
import { tokens } from '../tokens';
import { singleton, type CompositionModule } from './composition-module';

/** Telling owners of decided tests (email, webhooks), and what their choice of "when decided" does. */
export const decisionsModule: CompositionModule<DecisionsUseCases> = {
  register(c, infrastructure) {
    const { config, logger } = infrastructure;
    const enqueue = infrastructure.enqueueWebhookDelivery ?? (() => Promise.resolve());
    c.register(
      tokens.watchVerdicts,
      singleton((r) =>
        makeWatchVerdicts({
          uow: r.resolve(tokens.unitOfWork),
          // The database itself: a decision rests on the rollups as they are, not a copy kept in memory.
          source: r.resolve(tokens.testResultsSource),
          clock: r.resolve(tokens.clock),
          ids: r.resolve(tokens.ids),
          mailer: r.resolve(tokens.mailer),
          appUrl: config.publicUrl,
          rollupsChanges: r.resolve(tokens.recentRollups),
          enqueueDelivery: (id: WebhookDeliveryId) => enqueue(id),
        }),
      ),
    );
    c.register(
      tokens.deliverWebhook,
      singleton((r) =>
        makeDeliverWebhook({
          uow: r.resolve(tokens.unitOfWork),
          sender: new HttpWebhookSender({
            allowLoopback: config.webhookAllowLoopback,
            userAgent: 'Splitpenny-Webhooks/1 (+https://splitpenny.com)',
          }),
          clock: r.resolve(tokens.clock),
          policy: webhookDeliveryPolicy,
        }),
      ),
    );
    // What counting sessions and events tells: the results kept in memory, and the checks of those tests' verdicts.
    c.register(
      tokens.countedChanges,
      singleton((r) =>
        fanOutRollupsChanges(
          r.resolve(tokens.recentRollups),
          new DebouncedDecisionChecks(
            () => r.resolve(tokens.watchVerdicts),
            config.decisionCheckSeconds * 1000,
            logger,
          ),
        ),
      ),
    );
  },
  useCases: (r, { config }) =>
    decisionsUseCases({
      uow: r.resolve(tokens.unitOfWork),
      clock: r.resolve(tokens.clock),
      ids: r.resolve(tokens.ids),
      tokens: r.resolve(tokens.opaqueTokens),
      webhookAllowLoopback: config.webhookAllowLoopback,
    }),
};
