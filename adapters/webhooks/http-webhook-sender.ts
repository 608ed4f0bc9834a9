import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookAnswer, WebhookSender } from '../../application/ports/webhook-sender';
import { addressReach, reachAllowed } from '../../domain/webhooks/private-addresses';
import { signatureHeader, signatureHeaderValue } from './webhook-signature';

/** An endpoint that has not answered within this long is taken as down: the attempt fails and is retried later. */
const timeoutMs = 10_000;

/**
 * POSTs webhook bodies over HTTP(S). Server-side request forgery is refused where the connection is made: the host's
 * addresses are checked as they are resolved for this very connection (so a name re-pointed between the check and
 * the request gains nothing), and a literal address is checked as it is. Loopback is reachable only with
 * `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK, for development and tests); private networks never. Redirects are not
 * followed: a 3xx answer is a failed attempt.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(private readonly options: { readonly allowLoopback: boolean; readonly userAgent: string }) {}

  send(request: {
    url: string;
    body: string;
    signingSecret: string | null;
    at: Date;
    deliveryId: string;
  }): Promise<WebhookAnswer> {
    const url = new URL(request.url);
    const literal = addressReach(url.hostname);
    if (literal !== null && !reachAllowed(literal, this.options.allowLoopback)) {
      return Promise.resolve({ kind: 'failed', error: refusedMessage(url.hostname) });
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': this.options.userAgent,
      'splitpenny-delivery': request.deliveryId,
    };
    if (request.signingSecret !== null) {
      headers[signatureHeader] = signatureHeaderValue(request.signingSecret, request.at, request.body);
    }
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const outgoing = client.request(
        url,
        { method: 'POST', headers, timeout: timeoutMs, lookup: this.guardedLookup(), agent: false },
        (response) => {
          // The answer's status is all that is kept: the body is read and dropped.
          response.resume();
          response.on('end', () => resolve({ kind: 'answered', statusCode: response.statusCode ?? 0 }));
          response.on('error', (error) => resolve({ kind: 'failed', error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
      outgoing.on('error', (error) => resolve({ kind: 'failed', error: error.message }));
      outgoing.end(request.body);
    });
  }

  /** dns.lookup, refusing a host any of whose addresses is not allowed. */
  private guardedLookup(): LookupFunction {
    const allowLoopback = this.options.allowLoopback;
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error !== null) {
          callback(error, '', 0);
          return;
        }
        const refused = addresses.find((a) => !reachAllowed(addressReach(a.address) ?? 'private', allowLoopback));
        if (refused !== undefined || addresses.length === 0) {
          callback(new Error(refusedMessage(hostname)), '', 0);
          return;
        }
        if (options.all === true) {
          callback(null, addresses);
          return;
        }
        const [first] = addresses;
        callback(null, first?.address ?? '', first?.family ?? 4);
      });
    };
  }
}

function refusedMessage(host: string): string {
  return `refused: ${host} is this server or a private network, which webhooks may not reach`;
}
