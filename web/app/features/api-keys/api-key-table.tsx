import { useSuspenseQuery } from '@tanstack/react-query';
import { readDateTime, readOptionalDateTime } from '../../api/date-time-scalar';
import { NoneFound } from '../../components/feedback/none-found';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatDateTime } from '../../format/format-date-time';
import { apiKeysQueryOptions } from './api-key-queries';
import { apiKeyScopeNames } from './api-key-scope';
import { RevokeApiKeyButton } from './revoke-api-key-button';

/** The account's keys, newest first, told apart by name and the first characters of the key, with what each may do. */
export function ApiKeyTable() {
  const { data } = useSuspenseQuery(apiKeysQueryOptions());
  if (data.apiKeys.length === 0) return <NoneFound text="No API keys yet" />;
  return (
    <TableScroll label="Your API keys">
      <table className="table">
        <caption className="visually-hidden">Your API keys</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Access</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.apiKeys.map((key) => {
            const lastUsedAt = readOptionalDateTime(key.lastUsedAt);
            const revoked = key.revokedAt !== null;
            return (
              <tr key={key.id}>
                <th scope="row">{key.name}</th>
                <td data-label="Key">
                  <code>{key.prefix}…</code>
                </td>
                <td data-label="Access">{apiKeyScopeNames[key.scope]}</td>
                <td data-label="Created">{formatDateTime(readDateTime(key.createdAt))}</td>
                <td data-label="Last used">{lastUsedAt === null ? 'Never' : formatDateTime(lastUsedAt)}</td>
                <td data-label="Status">
                  <span className={`status status--${revoked ? 'revoked' : 'active'}`}>
                    {revoked ? 'Revoked' : 'Active'}
                  </span>
                </td>
                <td>{!revoked && <RevokeApiKeyButton id={key.id} name={key.name} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
