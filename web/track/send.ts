import { toJson } from './json';
import { api } from './tracker';

/**
 * A POST as text/plain (no CORS preflight) that survives the page being left (keepalive); cross-origin, it carries
 * no cookies. Never a beacon: a beacon is a no-cors request, which a page with a strict Referrer-Policy sends with
 * `Origin: null`, and the server takes enrolments and events only from the website's own origins.
 */
export function request(path: string, body: object): Promise<Response> {
  return fetch(api + path, { method: 'POST', body: toJson(body), keepalive: true });
}

/** A POST whose answer does not matter. */
export function send(path: string, body: object): void {
  request(path, body).catch(() => undefined);
}
