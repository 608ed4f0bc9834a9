import { useSuspenseQuery } from '@tanstack/react-query';
import { readDateTime } from '../../api/date-time-scalar';
import { NoneFound } from '../../components/feedback/none-found';
import { formatDateTime } from '../../format/format-date-time';
import { DeleteWebhookButton } from './delete-webhook-button';
import { webhooksQueryOptions } from './webhook-api';
import { WebhookDeliveries } from './webhook-deliveries';
import { webhookKindNames } from './webhook-kinds';

/** The account's webhooks, oldest first, each with its log of deliveries. */
export function WebhookList() {
  const { data } = useSuspenseQuery(webhooksQueryOptions());
  if (data.webhooks.length === 0) return <NoneFound text="No webhooks yet" />;
  return (
    <ul className="webhook-list">
      {data.webhooks.map((webhook) => (
        <li key={webhook.id} className="webhook">
          <section aria-labelledby={`webhook-${webhook.id}`}>
            <div className="webhook__header">
              <h3 id={`webhook-${webhook.id}`} className="webhook__title">
                <span className="webhook__kind">{webhookKindNames[webhook.kind]}</span>{' '}
                <span className="webhook__url">{webhook.url}</span>
              </h3>
              <DeleteWebhookButton id={webhook.id} url={webhook.url} />
            </div>
            <p className="webhook__meta">Added {formatDateTime(readDateTime(webhook.createdAt))}</p>
            <h4 className="webhook__deliveries-heading">Recent deliveries</h4>
            <WebhookDeliveries id={webhook.id} url={webhook.url} />
          </section>
        </li>
      ))}
    </ul>
  );
}
