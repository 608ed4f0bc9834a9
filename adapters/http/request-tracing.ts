import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { TracerProvider } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A server span for every request, named after its method and route pattern and continuing the caller's trace
 * (W3C traceparent), with a child span for the route's handler. @fastify/otel as a plain plugin: it patches no
 * module, so it works in the bundled server. Hook spans are left out: a dozen per request, and little to learn.
 * Registered before any route, so that every route is covered; not at all when tracing is off.
 */
export async function registerRequestTracing(app: FastifyInstance, tracerProvider: TracerProvider): Promise<void> {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    recordExceptions: false,
    requestHook: (span, request) => span.updateName(`${request.method} ${routeOf(request)}`),
    // Its own names for handlers come from plugin names ("fastify -> @fastify/otel -> @fastify/static"): the route says more.
    lifecycleHook: (span, { hookName, request }) => {
      if (hookName === 'handler') span.updateName(`handler ${routeOf(request)}`);
    },
  });
  instrumentation.setTracerProvider(tracerProvider);
  await app.register(instrumentation.plugin());
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(unmatched)';
}
