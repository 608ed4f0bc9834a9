import { describe, expect, it } from 'vitest';
import { ProgressLines, roughDuration } from '../../../adapters/cli/progress-lines';

/** A stream that keeps what is written, and a clock the test moves. */
function setup() {
  const lines: string[] = [];
  const out = { write: (text: string) => lines.push(text) } as unknown as NodeJS.WritableStream;
  let now = 1_000_000;
  const progress = new ProgressLines(out, { now: () => now });
  return { lines, progress, advance: (ms: number) => (now += ms) };
}

describe('progress lines', () => {
  it('writes at most one line a second, with the time left worked out from the pace so far', () => {
    const { lines, progress, advance } = setup();
    for (let done = 1; done <= 399; done += 1) {
      advance(25);
      progress.update(done, 400, `${done} of 400 accounts checked`);
    }
    // 399 items over 9.975 s: a line each second, none in between.
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('  40 of 400 accounts checked, about 9 s left\n');
    expect(lines.at(-1)).toBe('  360 of 400 accounts checked, about 1 s left\n');
  });

  it('always writes the last line, however soon it comes', () => {
    const { lines, progress, advance } = setup();
    advance(10);
    progress.update(1, 2, '1 of 2');
    advance(10);
    progress.update(2, 2, '2 of 2');
    expect(lines).toEqual(['  2 of 2, done in 1 s\n']);
  });

  it.each([
    [400, '1 s'],
    [8_200, '8 s'],
    [89_000, '89 s'],
    [180_000, '3 min'],
    [3 * 3_600_000, '3 h'],
  ])('says %d ms as %s', (ms, expected) => {
    expect(roughDuration(ms)).toBe(expected);
  });
});
