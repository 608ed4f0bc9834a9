import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP JSON export carries it, with its attributes flattened to strings. */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  readonly kind: number;
  readonly attributes: Readonly<Record<string, string>>;
  readonly serviceName: string | undefined;
}

interface KeyValue {
  readonly key: string;
  readonly value: Readonly<Record<string, unknown>>;
}

interface ExportRequest {
  readonly resourceSpans?: readonly {
    readonly resource?: { readonly attributes?: readonly KeyValue[] };
    readonly scopeSpans?: readonly {
      readonly spans?: readonly {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: readonly KeyValue[];
      }[];
    }[];
  }[];
}

export interface OtlpReceiver {
  /** The base URL to give as OTEL_EXPORTER_OTLP_ENDPOINT. */
  readonly url: string;
  readonly spans: ReceivedSpan[];
  /** How many export requests arrived, of any content. */
  readonly requests: () => number;
  close(): Promise<void>;
}

const attributesOf = (values: readonly KeyValue[] = []): Record<string, string> =>
  Object.fromEntries(values.map(({ key, value }) => [key, String(Object.values(value)[0])]));

/** A collector on loopback that takes OTLP/HTTP JSON exports at /v1/traces and keeps their spans. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests += 1;
      if (req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString()) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name'];
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId === '' ? undefined : span.parentSpanId,
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              serviceName,
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
