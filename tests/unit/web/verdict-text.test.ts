import { describe, expect, it } from 'vitest';
import { listOfLetters, variantLetter } from '../../../web/app/features/results/variant-letter';
import { verdictText } from '../../../web/app/features/results/verdict-text';

describe('variant letters', () => {
  it('calls the control A and the variants B, C, … by number', () => {
    expect([0, 1, 2, 25].map(variantLetter)).toEqual(['A', 'B', 'C', 'Z']);
    expect(variantLetter(26)).toBe('V26');
  });

  it('lists letters as a sentence does', () => {
    expect(listOfLetters([1])).toBe('B');
    expect(listOfLetters([1, 2])).toBe('B and C');
    expect(listOfLetters([1, 2, 3])).toBe('B, C and D');
  });
});

describe('verdictText', () => {
  it('names the winner and its chance', () => {
    expect(verdictText({ kind: 'WINNER', variantNo: 1, chance: 0.9712 }, [1])).toMatchObject({
      headline: 'B beats A with 97% probability',
      decided: true,
    });
  });

  it('never claims certainty', () => {
    expect(verdictText({ kind: 'WINNER', variantNo: 2, chance: 0.99999 }, [1, 2]).headline).toBe(
      'C beats A with over 99% probability',
    );
  });

  it('says when the original page wins, against every variant', () => {
    expect(verdictText({ kind: 'CONTROL_WINS', variantNo: 0, chance: 0.98 }, [1]).headline).toBe(
      'A beats B with 98% probability',
    );
    expect(verdictText({ kind: 'CONTROL_WINS', variantNo: 0, chance: 0.98 }, [1, 2]).headline).toBe(
      'A beats B and C with at least 98% probability',
    );
  });

  it('asks for more data, saying who leads so far', () => {
    const leading = verdictText({ kind: 'NOT_ENOUGH_DATA', variantNo: 1, chance: 0.71 }, [1]);
    expect(leading).toMatchObject({ headline: 'Not enough data yet', decided: false });
    expect(leading.detail).toMatch(/^B is ahead of A with 71% probability so far\./);
    expect(verdictText({ kind: 'NOT_ENOUGH_DATA', variantNo: 0, chance: 0.6 }, [1]).detail).toMatch(
      /^A is ahead of B with 60% probability so far\./,
    );
    expect(verdictText({ kind: 'NOT_ENOUGH_DATA', variantNo: null, chance: null }, [1]).detail).toMatch(
      /^No variant is ahead so far\./,
    );
  });

  it('says so when nobody has visited, and when a finished test found no difference', () => {
    expect(verdictText({ kind: 'NO_SESSIONS' }, [1]).headline).toBe('No sessions yet');
    expect(verdictText({ kind: 'NO_DIFFERENCE' }, [1])).toMatchObject({
      headline: 'No clear difference',
      decided: true,
    });
  });
});
