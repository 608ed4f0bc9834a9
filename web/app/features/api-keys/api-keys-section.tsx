import { useState } from 'react';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyForm, type CreatedKey } from './create-api-key-form';
import { NewApiKeySecret } from './new-api-key-secret';

/** Where the API answers: the app's own origin (a server route, so not a link of the web app's router). */
export const apiPath = '/graphql';

function apiEndpoint(): string {
  return typeof window === 'undefined' ? apiPath : new URL(apiPath, window.location.origin).href;
}

/** API keys let other services call the API as this account; each is created here and revoked here. */
export function ApiKeysSection() {
  const [createdKey, setCreatedKey] = useState<CreatedKey | null>(null);
  return (
    <section className="account-section" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <p>
        A key lets a script or another service use the Splitpenny API as you: send it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. Revoke a key as soon as it is no longer needed.
      </p>
      <p>
        The API is GraphQL: send a POST with a JSON body (<code>{'{"query": "…", "variables": {…}}'}</code>) to{' '}
        <code>{apiEndpoint()}</code>. The <a href={apiPath}>API explorer</a> documents every query and mutation (its
        Docs button) and runs them with your key.
      </p>
      <p>
        A read-only key can look but not change anything. No key, whatever its access, can manage API keys, change your
        email or password, delete your account or make payments: those need you signed in.
      </p>
      <CreateApiKeyForm onCreated={setCreatedKey} />
      <div aria-live="polite">
        {createdKey !== null && <NewApiKeySecret createdKey={createdKey} onDone={() => setCreatedKey(null)} />}
      </div>
      <ApiKeyTable />
    </section>
  );
}
