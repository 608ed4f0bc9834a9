import type { SpikeFacts } from '../../domain/sessions/session-spike';
import type { UserId, WebsiteId } from '../../domain/shared/ids';

/** A website with many sessions charged in the last hour, with its owner's address and its hourly facts. */
export interface WebsiteSpikeFacts extends SpikeFacts {
  readonly websiteId: WebsiteId;
  readonly websiteName: string;
  readonly websiteUrl: string;
  readonly ownerId: UserId;
  readonly ownerEmail: string;
}

/**
 * What the spike warning reads and the mark that says a website's owner was told. Every read and write is one
 * statement, so several workers running the check at once send one email.
 */
export interface SessionSpikeSource {
  /** Websites charged at least `floor` sessions in the hour before `now`, with the week before that hour. */
  busyWebsites(now: Date, floor: number): Promise<readonly WebsiteSpikeFacts[]>;
  /** Marks the website warned at `at` unless it was within `intervalMs`; true for the one caller whose mark it is. */
  markWarned(websiteId: WebsiteId, at: Date, intervalMs: number): Promise<boolean>;
  /** Takes back the mark made at `at` (its email could not be sent), so the next check tries again. */
  unmarkWarned(websiteId: WebsiteId, at: Date): Promise<void>;
}
