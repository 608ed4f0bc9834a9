import { isSessionSpike, spikeFloorPerHour, spikeWarningIntervalMs } from '../../domain/sessions/session-spike';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { SessionSpikeSource, WebsiteSpikeFacts } from '../ports/session-spike-source';
import { sessionSpikeEmail } from './emails/session-spike-email';

export interface SessionSpikeReport {
  /** Websites charged at least the floor in the last hour. */
  readonly websitesChecked: number;
  readonly ownersWarned: number;
  /** Warnings whose email could not be sent; the next run tries them again. */
  readonly emailsFailed: number;
}

export type WarnSessionSpikes = () => Promise<SessionSpikeReport>;

/**
 * Emails the owner of every website whose charged sessions in the last hour jumped far above its usual rate
 * (domain/sessions/session-spike.ts), at most once a day per website: the mark is set by a conditional write before
 * the email goes, so however many workers run this at once only one sends it; a failed send takes the mark back.
 */
export function makeWarnSessionSpikes(deps: {
  readonly spikes: SessionSpikeSource;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly appUrl: string;
}): WarnSessionSpikes {
  return async () => {
    const now = deps.clock.now();
    const busy = await deps.spikes.busyWebsites(now, spikeFloorPerHour);
    let report: SessionSpikeReport = { websitesChecked: busy.length, ownersWarned: 0, emailsFailed: 0 };
    for (const website of busy) {
      const outcome = await warnIfSpike(website, now);
      report = {
        ...report,
        ownersWarned: report.ownersWarned + (outcome === 'warned' ? 1 : 0),
        emailsFailed: report.emailsFailed + (outcome === 'failed' ? 1 : 0),
      };
    }
    return report;
  };

  async function warnIfSpike(website: WebsiteSpikeFacts, now: Date): Promise<'warned' | 'failed' | 'skipped'> {
    if (!isSessionSpike(website)) return 'skipped';
    if (!(await deps.spikes.markWarned(website.websiteId, now, spikeWarningIntervalMs))) return 'skipped';
    const email = sessionSpikeEmail(
      website.ownerEmail,
      deps.appUrl,
      { name: website.websiteName, url: website.websiteUrl },
      website,
    );
    try {
      await deps.mailer.send(email);
      return 'warned';
    } catch {
      // The mailer has logged why; without the mark, the next hourly run tries again.
      await deps.spikes.unmarkWarned(website.websiteId, now);
      return 'failed';
    }
  }
}
