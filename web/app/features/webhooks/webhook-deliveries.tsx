import { useQuery } from '@tanstack/react-query';
import { readDateTime, readOptionalDateTime } from '../../api/date-time-scalar';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatDateTime } from '../../format/format-date-time';
import { webhookDeliveriesQueryOptions } from './webhook-api';
import { deliveryStatusNames } from './webhook-kinds';

const statusClass = { PENDING: 'scheduled', DELIVERED: 'active', FAILED: 'revoked' } as const;

/** One webhook's latest deliveries, newest first: what was sent, how it went, how many tries and when. */
export function WebhookDeliveries({ id, url }: { id: string; url: string }) {
  const query = useQuery(webhookDeliveriesQueryOptions(id));
  if (query.isPending) return <p aria-busy="true">Loading the deliveries…</p>;
  if (query.isError) return <p>Could not load the deliveries. Reload the page to try again.</p>;
  const { deliveries } = query.data.webhook;
  if (deliveries.length === 0) {
    return <p className="none-found">Nothing sent yet: a delivery appears here when one of your tests is decided.</p>;
  }
  return (
    <TableScroll label={`Deliveries to ${url}`}>
      <table className="table">
        <caption className="visually-hidden">{`Latest deliveries to ${url}`}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last answer</th>
            <th scope="col">Queued</th>
            <th scope="col">Last attempt</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => {
            const lastAttemptAt = readOptionalDateTime(delivery.lastAttemptAt);
            return (
              <tr key={delivery.id}>
                <th scope="row">
                  <code>{delivery.event}</code>
                </th>
                <td data-label="Status">
                  <span className={`status status--${statusClass[delivery.status]}`}>
                    {deliveryStatusNames[delivery.status]}
                  </span>
                </td>
                <td data-label="Attempts">{delivery.attempts}</td>
                <td data-label="Last answer">
                  {delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : (delivery.lastError ?? '—')}
                </td>
                <td data-label="Queued">{formatDateTime(readDateTime(delivery.createdAt))}</td>
                <td data-label="Last attempt">{lastAttemptAt === null ? 'Not yet' : formatDateTime(lastAttemptAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
