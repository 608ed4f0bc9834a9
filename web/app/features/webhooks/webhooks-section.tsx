import { useState } from 'react';
import { AddWebhookForm, type AddedWebhook } from './add-webhook-form';
import { NewWebhookSecret } from './new-webhook-secret';
import { WebhookList } from './webhook-list';

/** Where an owner is told of decisions besides email: their endpoints, added, listed with deliveries, deleted. */
export function WebhooksSection() {
  const [added, setAdded] = useState<AddedWebhook | null>(null);
  return (
    <>
      <section className="account-section" aria-labelledby="add-webhook-heading">
        <h2 id="add-webhook-heading">Add a webhook</h2>
        <AddWebhookForm onAdded={setAdded} />
        <div aria-live="polite">
          {added !== null && <NewWebhookSecret added={added} onDone={() => setAdded(null)} />}
        </div>
      </section>
      <section className="account-section" aria-labelledby="webhooks-heading">
        <h2 id="webhooks-heading">Your webhooks</h2>
        <WebhookList />
      </section>
    </>
  );
}
