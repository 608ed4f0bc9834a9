import { appLink } from '../../accounts/emails/app-link';

/** The free guide, a static page the web app ships (web/app/public/guides/). */
export const guidePath = '/guides/ab-testing-quick-wins.html';

/** The server routes the emails link to; the token is the only thing in the query. */
export const confirmPath = '/newsletter/confirm';
export const unsubscribePath = '/newsletter/unsubscribe';

export function confirmLink(appUrl: string, token: string): string {
  return `${appLink(appUrl, confirmPath)}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeLink(appUrl: string, token: string): string {
  return `${appLink(appUrl, unsubscribePath)}?token=${encodeURIComponent(token)}`;
}

export function guideLink(appUrl: string): string {
  return appLink(appUrl, guidePath);
}
