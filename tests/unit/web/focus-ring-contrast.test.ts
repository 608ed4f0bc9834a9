import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const stylesheet = readFileSync(new URL('../../../web/app/styles/app.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(stylesheet);
  if (match?.[1] === undefined) throw new Error(`${name} is not defined in app.css`);
  return match[1].trim();
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the focus ring', () => {
  it('is drawn in one opaque colour, not a translucent tint that fades into the page', () => {
    expect(token('--focus-ring-colour')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(token('--focus-ring')).toContain('var(--focus-ring-colour)');
  });

  it.each([
    ['the white surface', '--colour-surface'],
    ['the page background', '--colour-background'],
  ])('stands out at least 3:1 against %s', (_name, background) => {
    expect(contrast(token('--focus-ring-colour'), token(background))).toBeGreaterThanOrEqual(3);
  });
});
