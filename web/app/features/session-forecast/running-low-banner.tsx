import { useQuery } from '@tanstack/react-query';
import { runningLowMessage } from '../../../../domain/sessions/balance-forecast-rules';
import { Notice } from '../../components/feedback/notice';
import { SiteLink } from '../../components/navigation/site-link';
import { meQueryOptions } from '../accounts/account-queries';
import '../../styles/session-forecast.css';

/** The forecast as the server works it out (`me.sessionForecast`). */
export interface SessionForecastView {
  readonly daysLeft: number | null;
  readonly runningLow: boolean;
}

/** Nothing unless the sessions will run out within days; then the warning, with the way to buy more. */
export function RunningLowNotice({ forecast }: { forecast: SessionForecastView }) {
  if (!forecast.runningLow || forecast.daysLeft === null) return null;
  return (
    <div className="running-low-banner" data-testid="running-low-banner">
      <Notice kind="warning">
        <p className="notice__line">{runningLowMessage(forecast.daysLeft)}</p>
        <p className="notice__line">
          <SiteLink href="/pricing" className="running-low-banner__buy">
            Buy sessions
          </SiteLink>
        </p>
      </Notice>
    </div>
  );
}

/**
 * The signed-in owner's forecast from the `me` query: the one My Account loads anyway, so there it costs no extra
 * request, and elsewhere it is fetched beside the page's own data without holding the page up.
 */
export function RunningLowBanner() {
  const { data } = useQuery(meQueryOptions());
  return data === undefined ? null : <RunningLowNotice forecast={data.me.sessionForecast} />;
}
