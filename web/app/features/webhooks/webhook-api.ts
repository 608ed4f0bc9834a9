import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { WebhookKind } from '../../gql/graphql';

const WebhooksQuery = graphql(`
  query Webhooks {
    webhooks {
      id
      kind
      url
      createdAt
    }
  }
`);

const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($id: ID!) {
    webhook(id: $id) {
      id
      deliveries(limit: 20) {
        id
        event
        status
        attempts
        lastStatusCode
        lastError
        createdAt
        lastAttemptAt
      }
    }
  }
`);

const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      signingSecret
      webhook {
        id
        kind
        url
      }
    }
  }
`);

const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      success
    }
  }
`);

export const webhooksQueryKey = ['webhooks'] as const;

export function webhooksQueryOptions() {
  return queryOptions({ queryKey: [...webhooksQueryKey, 'list'], queryFn: () => requestGraphql(WebhooksQuery) });
}

/** A webhook's latest deliveries: read again every few seconds while the log is open, since the queue sends them. */
export function webhookDeliveriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...webhooksQueryKey, 'deliveries', id],
    queryFn: () => requestGraphql(WebhookDeliveriesQuery, { id }),
    refetchInterval: 5000,
  });
}

/** Adds an endpoint; the answer carries a signed one's secret, shown this once. */
export async function createWebhook(input: { readonly kind: WebhookKind; readonly url: string }) {
  return (await requestGraphql(CreateWebhookMutation, { input: { kind: input.kind, url: input.url } })).createWebhook;
}

export async function deleteWebhook(id: string) {
  return (await requestGraphql(DeleteWebhookMutation, { id })).deleteWebhook;
}
