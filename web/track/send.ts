import { toJson } from './json';
import { api } from './tracker';

/** A POST as text/plain (no CORS preflight) that survives the page being left; cross-origin, it carries no cookies. */
export function request(path: string, body: object): Promise<Response> {
  return fetch(api + path, { method: 'POST', body: toJson(body), keepalive: true });
}

/** A POST whose answer does not matter; by beacon when the page is being left. */
export function send(path: string, body: object, leaving?: boolean): void {
  if (!(leaving && navigator.sendBeacon(api + path, toJson(body)))) request(path, body).catch(() => undefined);
}
