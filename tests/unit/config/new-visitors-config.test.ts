import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

describe('NEW_VISITORS_PER_NETWORK_PER_HOUR', () => {
  it.each<[string, string | undefined, number | null]>([
    ['100 when unset', undefined, 100],
    ['the number given', '250', 250],
    ['no limit at 0', '0', null],
  ])('is %s', (_name, value, expected) => {
    const env = value === undefined ? {} : { NEW_VISITORS_PER_NETWORK_PER_HOUR: value };
    expect(loadConfig(env).tracking.newVisitorsPerNetworkPerHour).toBe(expected);
  });

  it.each([
    ['-1', 'NEW_VISITORS_PER_NETWORK_PER_HOUR must be at least 0'],
    ['1.5', 'NEW_VISITORS_PER_NETWORK_PER_HOUR must be a whole number'],
    ['many', 'NEW_VISITORS_PER_NETWORK_PER_HOUR must be a number'],
  ])('stops the start on %j, naming the variable', (value, message) => {
    expect(() => loadConfig({ NEW_VISITORS_PER_NETWORK_PER_HOUR: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NEW_VISITORS_PER_NETWORK_PER_HOUR: value })).toThrow(message);
  });
});
