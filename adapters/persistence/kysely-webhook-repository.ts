import type { Kysely, Selectable } from 'kysely';
import type {
  DeliveryToSend,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookRepository,
} from '../../application/ports/webhook-repository';
import type { UserId, WebhookDeliveryId, WebhookId } from '../../domain/shared/ids';
import type { Webhook, WebhookKind } from '../../domain/webhooks/webhook';
import type { DatabaseSchema, WebhookDeliveriesTable, WebhooksTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselyWebhookRepository implements WebhookRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(webhook: Webhook, signingSecret: string | null): Promise<void> {
    await this.db
      .insertInto('webhooks')
      .values({
        id: webhook.id,
        user_id: webhook.userId,
        kind: webhook.kind,
        url: webhook.url,
        signing_secret: signingSecret,
        created_at: webhook.createdAt,
      })
      .execute();
  }

  async countOf(userId: UserId): Promise<number> {
    const row = await this.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async listOf(userId: UserId): Promise<Webhook[]> {
    const rows = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toWebhook);
  }

  async find(userId: UserId, id: WebhookId): Promise<Webhook | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toWebhook(row);
  }

  async delete(userId: UserId, id: WebhookId): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .deleteFrom('webhooks')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  async queueForOwner(
    userId: UserId,
    event: WebhookEvent,
    at: Date,
    ids: () => WebhookDeliveryId,
  ): Promise<WebhookDeliveryId[]> {
    const endpoints = await this.listOf(userId);
    if (endpoints.length === 0) return [];
    const rows = endpoints.map((endpoint) => ({
      id: ids(),
      webhook_id: endpoint.id,
      event: event.type,
      body: event.bodies[endpoint.kind],
      status: 'pending',
      created_at: at,
    }));
    await this.db.insertInto('webhook_deliveries').values(rows).execute();
    return rows.map((row) => row.id);
  }

  async deliveriesOf(userId: UserId, webhookId: WebhookId, limit: number): Promise<WebhookDelivery[]> {
    if (!isUuid(webhookId)) return [];
    const rows = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .selectAll('d')
      .where('w.user_id', '=', userId)
      .where('d.webhook_id', '=', webhookId)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id')
      .limit(limit)
      .execute();
    return rows.map(toDelivery);
  }

  async toSend(id: WebhookDeliveryId): Promise<DeliveryToSend | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .selectAll('d')
      .select(['w.kind', 'w.url', 'w.signing_secret'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      delivery: toDelivery(row),
      body: row.body,
      kind: row.kind as WebhookKind,
      url: row.url,
      signingSecret: row.signing_secret,
    };
  }

  async recordAttempt(
    id: WebhookDeliveryId,
    attempt: { status: WebhookDeliveryStatus; statusCode: number | null; error: string | null; at: Date },
  ): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: attempt.status,
        attempts: eb('attempts', '+', 1),
        last_status_code: attempt.statusCode,
        last_error: attempt.error,
        last_attempt_at: attempt.at,
      }))
      .where('id', '=', id)
      .execute();
  }

  async pendingBefore(before: Date, limit: number): Promise<WebhookDeliveryId[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id as WebhookDeliveryId);
  }
}

function toWebhook(row: Selectable<WebhooksTable>): Webhook {
  return {
    id: row.id as WebhookId,
    userId: row.user_id as UserId,
    kind: row.kind as WebhookKind,
    url: row.url,
    createdAt: row.created_at,
  };
}

function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id as WebhookDeliveryId,
    webhookId: row.webhook_id as WebhookId,
    event: row.event,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
  };
}
