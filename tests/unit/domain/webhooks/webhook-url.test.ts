import { describe, expect, it } from 'vitest';
import { webhookUrl } from '../../../../domain/webhooks/webhook';
import { webhookUrlShapeProblem } from '../../../../domain/webhooks/webhook-url-rules';

describe("a webhook's address", () => {
  it.each([
    ['signed', 'hooks.example.com/x', 'not-a-url'],
    ['signed', 'ftp://example.com/x', 'not-http'],
    ['signed', 'https://user:pw@example.com/x', 'has-credentials'],
    ['signed', `https://example.com/${'a'.repeat(2000)}`, 'too-long'],
    ['slack', 'https://example.com/services/T/B/x', 'not-slack'],
    ['slack', 'http://hooks.slack.com/services/T/B/x', 'not-slack'],
  ] as const)('%s %s: %s', (kind, url, problem) => {
    expect(webhookUrlShapeProblem(kind, url)).toBe(problem);
  });

  it('accepts a public endpoint and a Slack incoming webhook as the form and the server both read them', () => {
    expect(webhookUrlShapeProblem('signed', 'https://example.com/hooks')).toBeNull();
    expect(webhookUrlShapeProblem('slack', 'https://hooks.slack.com/services/T0/B0/abc')).toBeNull();
    expect(webhookUrl('slack', ' https://hooks.slack.com/services/T0/B0/abc ', { allowLoopback: false })).toEqual({
      ok: true,
      value: 'https://hooks.slack.com/services/T0/B0/abc',
    });
  });

  it('refuses this server and private networks unless loopback is allowed (the server checks, not the form)', () => {
    expect(webhookUrlShapeProblem('signed', 'http://127.0.0.1:9000/x')).toBeNull();
    expect(webhookUrl('signed', 'http://127.0.0.1:9000/x', { allowLoopback: false })).toEqual({
      ok: false,
      error: { kind: 'InvalidWebhookUrl', problem: 'private-address' },
    });
    expect(webhookUrl('signed', 'http://10.0.0.4/x', { allowLoopback: false })).toMatchObject({ ok: false });
  });
});
