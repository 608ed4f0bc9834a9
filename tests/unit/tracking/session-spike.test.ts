import { describe, expect, it } from 'vitest';
import { isSessionSpike, spikeFactor, spikeFloorPerHour } from '../../../domain/sessions/session-spike';
import { sessionSpikeEmail } from '../../../application/tracking/emails/session-spike-email';

const week = 7 * 24;

describe('isSessionSpike', () => {
  it('is a spike when the last hour is far above the usual rate and above the floor', () => {
    expect(isSessionSpike({ lastHour: spikeFloorPerHour, weekBefore: 0 })).toBe(true);
    expect(isSessionSpike({ lastHour: 500, weekBefore: 10 * week })).toBe(true);
  });

  it('is no spike below the floor, however quiet the week was', () => {
    expect(isSessionSpike({ lastHour: spikeFloorPerHour - 1, weekBefore: 0 })).toBe(false);
  });

  it('is no spike when the hour is within the factor of a busy website’s usual rate', () => {
    expect(isSessionSpike({ lastHour: 400, weekBefore: 100 * week })).toBe(false);
    expect(isSessionSpike({ lastHour: spikeFactor * 100 - 1, weekBefore: 100 * week })).toBe(false);
    expect(isSessionSpike({ lastHour: spikeFactor * 100, weekBefore: 100 * week })).toBe(true);
  });
});

describe('sessionSpikeEmail', () => {
  it('names the website, the hour against the usual rate, and links to the tests; the html escapes the name', () => {
    const email = sessionSpikeEmail(
      'owner@example.com',
      'https://app.example',
      { name: 'Shop <b>', url: 'https://shop.example' },
      { lastHour: 1234, weekBefore: 2 * week },
    );
    expect(email.to).toBe('owner@example.com');
    expect(email.subject).toBe('Unusually many test sessions on Shop <b>');
    expect(email.text).toContain(
      'were charged 1,234 sessions in the last hour, against about 2 an hour over the week before.',
    );
    expect(email.text).toContain('https://app.example/user/tests');
    expect(email.html).toContain('Shop &lt;b&gt;');
  });
});
