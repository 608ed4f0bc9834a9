import { describe, expect, it } from 'vitest';
import { visitsLeftOutLabel } from '../../../web/app/features/tests/visits-left-out-label';

describe('visitsLeftOutLabel', () => {
  it('says None when nothing was left out', () => {
    expect(visitsLeftOutLabel({ bots: 0, otherOrigins: 0 })).toBe('None');
  });

  it('names each reason with its count, singular or plural', () => {
    expect(visitsLeftOutLabel({ bots: 1, otherOrigins: 0 })).toBe('1 bot');
    expect(visitsLeftOutLabel({ bots: 0, otherOrigins: 1 })).toBe('1 from another website');
    expect(visitsLeftOutLabel({ bots: 1234, otherOrigins: 3 })).toBe('1,234 bots, 3 from other websites');
  });
});
