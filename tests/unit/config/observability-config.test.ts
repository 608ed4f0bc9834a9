import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('observability settings', () => {
  it('has no metrics token and no tracing unless asked', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeNull();
    expect(config.metricsPort).toBeNull();
    expect(config.tracing).toBeNull();
  });

  it('takes a metrics token of 16 printable characters or more', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN must be at least 16/),
    ]);
    expect(problemsOf({ METRICS_TOKEN: 'has spaces in the middle' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN must be printable ASCII without spaces/),
    ]);
  });

  it("serves the workers' metrics on METRICS_PORT when it is a port (0: any free one)", () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeNull();
    expect(problemsOf({ METRICS_PORT: '70000' })).toEqual([expect.stringMatching(/^METRICS_PORT must be between 0/)]);
    expect(problemsOf({ METRICS_PORT: 'nine' })).toEqual([expect.stringMatching(/^METRICS_PORT must be a number/)]);
  });

  it('traces to the OTLP endpoint given, under the service name given or splitpenny', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'splitpenny',
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example', OTEL_SERVICE_NAME: 'splitpenny-eu' }).tracing,
    ).toEqual({ endpoint: 'https://otel.example', serviceName: 'splitpenny-eu' });
  });

  it('names OTEL_EXPORTER_OTLP_ENDPOINT when it is not an http(s) URL', () => {
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual([
      expect.stringMatching(/^OTEL_EXPORTER_OTLP_ENDPOINT must be the URL of an OTLP\/HTTP collector/),
    ]);
  });
});
