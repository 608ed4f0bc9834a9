import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningProxy {
  /** Where clients send their requests, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy on loopback that passes every request to `upstream`, appending the address of the peer it saw to
 * X-Forwarded-For (as nginx's `$proxy_add_x_forwarded_for` and cloud load balancers do) and setting
 * X-Forwarded-Proto: what a client wrote in X-Forwarded-For stays to the left of it.
 */
export async function startAppendingProxy(upstream: string): Promise<RunningProxy> {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const written = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': written === undefined ? peer : `${written}, ${peer}`,
      'x-forwarded-proto': 'http',
      connection: 'close',
    };
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface SentRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The client's own address: any of 127.0.0.0/8, so that one test can be many clients on loopback. */
  readonly from: string;
}

/** One request over a new connection from `request.from`; its status and body. */
export function sendFrom(url: string, request: SentRequest): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        localAddress: request.from,
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
