import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { formatTimeAgo } from '../../format/format-time-ago';
import '../../styles/install.css';

/** Where the tracking script was seen, as the app's queries read it (`scriptSeen { page at }`). */
export interface ScriptSeenData {
  readonly page: string;
  readonly at: unknown;
}

/**
 * The install check of a website or a page: "Script found on <page>, <when>" (the full date and time on hover), or
 * "Not seen yet" until a visitor loads a page with the script.
 */
export function ScriptSeen({ seen }: { seen: ScriptSeenData | null | undefined }) {
  if (seen === null || seen === undefined) {
    return <span className="script-seen script-seen--missing">Not seen yet</span>;
  }
  const at = readDateTime(seen.at);
  return (
    <span className="script-seen">
      Script found on {seen.page},{' '}
      <time dateTime={at.toISOString()} title={formatDateTime(at)}>
        {formatTimeAgo(at, new Date())}
      </time>
    </span>
  );
}
