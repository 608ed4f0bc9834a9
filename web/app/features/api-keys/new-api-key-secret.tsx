import { ShownOnceValue } from '../../components/forms/shown-once-value';
import type { CreatedKey } from './create-api-key-form';

/** The secret of a key just created, shown this once with a Copy button; the server keeps only its hash. */
export function NewApiKeySecret({ createdKey, onDone }: { createdKey: CreatedKey; onDone: () => void }) {
  return (
    <ShownOnceValue
      title={`Copy your new key “${createdKey.name}” now`}
      label="Your new API key"
      value={createdKey.secret}
      noun="key"
      onDone={onDone}
    >
      For your security it won't be shown again. If you lose it, revoke it and create a new one.
    </ShownOnceValue>
  );
}
