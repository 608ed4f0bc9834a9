import { useState } from 'react';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyForm, type CreatedKey } from './create-api-key-form';
import { NewApiKeySecret } from './new-api-key-secret';

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
