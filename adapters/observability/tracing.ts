import type { Tracer, TracerProvider } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

export interface TracingSettings {
  /** The OTLP/HTTP collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to its /v1/traces. */
  readonly endpoint: string;
  readonly serviceName: string;
  readonly serviceVersion?: string;
}

/** Tracing, on: the provider the HTTP, GraphQL and database adapters make their spans with. */
export interface Tracing {
  readonly tracerProvider: TracerProvider;
  /** The tracer of the application's own spans (GraphQL operations, database statements). */
  readonly tracer: Tracer;
  /** Sends the spans still waiting in the batch. */
  flush(): Promise<void>;
  /** Sends what is left, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Spans batched and sent to the collector as OTLP JSON over HTTP (the exporter also reads the standard
 * OTEL_EXPORTER_OTLP_HEADERS, for a collector that wants credentials). Nothing is patched: the server is bundled,
 * so each adapter makes its spans itself with this provider. The W3C trace context propagator and the
 * AsyncLocalStorage context manager are registered process-wide, as spans find their parent through them; the
 * provider is passed to the adapters rather than looked up, so nothing makes a span when tracing is off.
 */
export function startTracing(settings: TracingSettings): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.serviceName,
      ...(settings.serviceVersion !== undefined && { [ATTR_SERVICE_VERSION]: settings.serviceVersion }),
    }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  return {
    tracerProvider: provider,
    tracer: provider.getTracer('splitpenny'),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
