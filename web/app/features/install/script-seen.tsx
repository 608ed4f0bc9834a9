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
 * "Not seen yet" until a visitor loads a page with the script. A website whose script was seen only on a near address
 * (`nearby`: the other scheme, or with or without www) is told so: its pages, matched by their full address, never
 * match there, so its address is likely wrong.
 */
export function ScriptSeen({
  seen,
  nearby,
  websiteUrl,
}: {
  seen: ScriptSeenData | null | undefined;
  nearby?: ScriptSeenData | null | undefined;
  websiteUrl?: string;
}) {
  if ((seen === null || seen === undefined) && nearby !== null && nearby !== undefined && websiteUrl !== undefined) {
    return (
      <span className="script-seen script-seen--missing">
        Script found on {nearby.page}, not on {websiteUrl}: change the website&apos;s address to{' '}
        {new URL(nearby.page).origin} if that is where it is.
      </span>
    );
  }
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
