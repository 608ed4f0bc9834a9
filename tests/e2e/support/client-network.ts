import { request } from 'node:http';
import { browserUserAgent } from '../../support/visitor-browser';

/**
 * POSTs `body` as text to `url` from the loopback address `localAddress` (127.0.0.2, 127.0.0.3, …): the server sees
 * each address as a client network of its own, as it sees a site's real visitors, where a browser context or
 * Playwright's request fixture always comes from 127.0.0.1; from a page on `origin`, which must be one of the website's.
 * Resolves with the parsed JSON answer.
 */
export function postFromNetwork(url: string, localAddress: string, origin: string, body: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserUserAgent, origin },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

/** The `n`th visitor's own loopback address, from 127.0.1.0 on (127.0.0.1 is every other client's). */
export function loopbackClient(n: number): string {
  return `127.0.${1 + ((n >> 8) & 255)}.${n & 255}`;
}
