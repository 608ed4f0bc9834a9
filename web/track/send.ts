import { api } from './tracker';

/** A POST as text/plain (no CORS preflight), without cookies, that survives the page being left. */
export function request(path: string, body: object): Promise<Response> {
  return fetch(api + path, { method: 'POST', body: JSON.stringify(body), credentials: 'omit', keepalive: true });
}

/** A POST whose answer does not matter; by beacon when the page is being left. */
export function send(path: string, body: object, leaving?: boolean): void {
  if (!(leaving && navigator.sendBeacon(api + path, JSON.stringify(body)))) request(path, body).catch(() => undefined);
}
