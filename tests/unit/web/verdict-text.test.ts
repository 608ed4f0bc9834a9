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
    expect(verdictText({ kind: 'WINNER', variantNo: 1, chance: 0.9712 }, { variantNos: [1] })).toMatchObject({
      headline: 'B beats A with 97% probability',
      decided: true,
    });
  });

  it('never claims certainty', () => {
    expect(verdictText({ kind: 'WINNER', variantNo: 2, chance: 0.99999 }, { variantNos: [1, 2] }).headline).toBe(
      'C beats A with over 99% probability',
    );
  });

  it('says when the original page wins, against every variant', () => {
    expect(verdictText({ kind: 'CONTROL_WINS', variantNo: 0, chance: 0.98 }, { variantNos: [1] }).headline).toBe(
      'A beats B with 98% probability',
    );
    expect(verdictText({ kind: 'CONTROL_WINS', variantNo: 0, chance: 0.98 }, { variantNos: [1, 2] }).headline).toBe(
      // The control's chance is of beating every variant at once, not a floor taken from the closest one.
      'A beats B and C with 98% probability',
    );
  });

  it('asks for more data, saying who leads so far', () => {
    const leading = verdictText({ kind: 'NOT_ENOUGH_DATA', variantNo: 1, chance: 0.71 }, { variantNos: [1] });
    expect(leading).toMatchObject({ headline: 'Not enough data yet', decided: false });
    expect(leading.detail).toMatch(/^B is ahead of A with 71% probability so far, not yet beyond doubt\./);
    expect(verdictText({ kind: 'NOT_ENOUGH_DATA', variantNo: 0, chance: 0.6 }, { variantNos: [1] }).detail).toMatch(
      /^A is ahead of B with 60% probability so far, not yet beyond doubt\./,
    );
    expect(verdictText({ kind: 'NOT_ENOUGH_DATA', variantNo: null, chance: null }, { variantNos: [1] }).detail).toMatch(
      /^No variant is ahead so far\./,
    );
  });

  it('waits for a full week before a verdict, and says an early lift is likely inflated', () => {
    const waiting = verdictText(
      { kind: 'NOT_ENOUGH_DATA', variantNo: 1, chance: 0.999, waitingForFullWeek: true },
      { variantNos: [1] },
    );
    expect(waiting).toMatchObject({ headline: 'Not enough data yet', decided: false });
    expect(waiting.advice).toBe(
      'Keep going until the test has run a full week: visitors differ from one weekday to the next, and a lift this early is likely larger than the true one. You can still decide now, below.',
    );
  });

  it('says so when nobody has visited, and when a finished test found no difference', () => {
    expect(verdictText({ kind: 'NO_SESSIONS' }, { variantNos: [1] }).headline).toBe('No sessions yet');
    expect(verdictText({ kind: 'NO_DIFFERENCE' }, { variantNos: [1] })).toMatchObject({
      headline: 'No clear difference',
      decided: true,
    });
  });

  it('tells the owner to ship a winner, or to weigh a guardrail it harms first', () => {
    expect(verdictText({ kind: 'WINNER', variantNo: 1, chance: 0.98 }, { variantNos: [1] }).advice).toBe(
      'Ship B: every visitor then sees it, at no cost.',
    );
    const harmful = verdictText(
      { kind: 'WINNER', variantNo: 1, chance: 0.98, harmedGuardrails: ['Bounce rate', 'Refunds'] },
      { variantNos: [1] },
    );
    expect(harmful.detail).toContain('But B makes Bounce rate and Refunds worse beyond doubt.');
    expect(harmful.advice).toBe('Weigh the guardrail before shipping B.');
  });

  it('tells the owner to stop when the smallest lift worth finding is ruled out', () => {
    const text = verdictText({ kind: 'NO_MEANINGFUL_DIFFERENCE' }, { variantNos: [1], minimumLift: 0.1 });
    expect(text).toMatchObject({ headline: 'No meaningful difference', decided: true });
    expect(text.detail).toContain('rule out a lift of +10.0% or more');
    expect(text.advice).toMatch(/^Stop the test/);
  });

  it('says how many more days to keep going at the current traffic, and when that is past the end', () => {
    const within = verdictText(
      { kind: 'NOT_ENOUGH_DATA', outlook: { sessions: 3_000, days: 6, withinTest: true } },
      { variantNos: [1], dailySessions: 512.4 },
    );
    expect(within.advice).toBe(
      'Keep going: about 6 more days at the current traffic (3,000 more sessions, 512 a day) until the results are likely to decide.',
    );
    const beyond = verdictText(
      { kind: 'NOT_ENOUGH_DATA', outlook: { sessions: 90_000, days: 180, withinTest: false } },
      { variantNos: [1], dailySessions: 500 },
    );
    expect(beyond.advice).toContain("past the test's end date or maximum sessions");
  });

  it('says "more than a year" rather than an absurd count of days', () => {
    const text = verdictText(
      { kind: 'NOT_ENOUGH_DATA', outlook: { sessions: null, days: null, moreThanAYear: true, withinTest: false } },
      { variantNos: [1], dailySessions: 50 },
    );
    expect(text.advice).toMatch(/^Keep going: more than a year at the current traffic/);
    expect(text.advice).not.toMatch(/\d/);
  });

  it('gives no verdict on unreliable results, and names the likely causes', () => {
    const text = verdictText(
      { kind: 'UNRELIABLE', causes: [{ kind: 'FEWER_SESSIONS', variantNo: 1, redirects: true }] },
      { variantNos: [1] },
    );
    expect(text).toMatchObject({ headline: 'Results unreliable: the split is off', decided: false });
    expect(text.detail).toContain('B has fewer visitors than its share, and it redirects');
  });

  it('gives no verdict when too many visitors came from one network, saying how many and who it may be', () => {
    const text = verdictText(
      { kind: 'UNRELIABLE', unreliableBecause: ['ONE_NETWORK'], oneNetworkShare: 0.356, causes: [] },
      { variantNos: [1] },
    );
    expect(text).toMatchObject({ headline: 'Results unreliable: too many visitors from one network', decided: false });
    expect(text.detail).toMatch(/^35\.6% of this test's visitors came from one network/);
    expect(text.detail).toContain('A script sending made-up visitors looks like this');
    expect(text.detail).not.toContain('sample-ratio');
  });

  it('names both when the split is off and one network brought too many visitors', () => {
    const text = verdictText(
      {
        kind: 'UNRELIABLE',
        unreliableBecause: ['SPLIT_OFF', 'ONE_NETWORK'],
        oneNetworkShare: 0.5,
        causes: [{ kind: 'MORE_SESSIONS', variantNo: 1, redirects: false }],
      },
      { variantNos: [1] },
    );
    expect(text.headline).toBe('Results unreliable: the split is off, and too many visitors came from one network');
    expect(text.detail).toContain('B has more visitors than its share');
    expect(text.detail).toContain("50.0% of this test's visitors came from one network");
  });
});
