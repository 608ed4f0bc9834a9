import { describe, expect, it } from 'vitest';
import {
  changeVariant,
  checkedPageChange,
  controlVariant,
  nextVariantNo,
  type Variant,
  type VariantChange,
} from '../../../../domain/ab-tests/variant';
import type { TestId, UserId, VariantId } from '../../../../domain/shared/ids';

const created = new Date('2026-03-01T09:30:00Z');
const now = new Date('2026-03-05T12:00:00Z');
const test = { id: 'test-1' as TestId, userId: 'user-1' as UserId, createdAt: created };
const control = controlVariant(test, 'variant-0' as VariantId);
const variant: Variant = {
  ...control,
  id: 'variant-1' as VariantId,
  name: 'Green button',
  description: '',
  variantNo: 1,
  isControl: false,
  trafficAllocation: 50,
  cssCode: '.buy { color: green }',
};

const noChange: VariantChange = {
  name: null,
  description: null,
  cssCode: null,
  jsCode: null,
  pageRedirectUrl: undefined,
  trafficAllocation: null,
};

describe('a new test control', () => {
  it('is variant 0, the page as it is, with all the traffic', () => {
    expect(control).toEqual({
      id: 'variant-0',
      userId: 'user-1',
      testId: 'test-1',
      name: 'Control',
      description: 'The original page',
      variantNo: 0,
      isControl: true,
      trafficAllocation: 100,
      cssCode: '',
      jsCode: '',
      pageRedirectUrl: null,
      createdAt: created,
      lastModified: created,
    });
  });
});

describe('variant numbers', () => {
  it.each<[string, number[], number]>([
    ['after the control alone', [0], 1],
    ['after the last, gaps kept', [0, 1, 3], 4],
    ['from 1 when there is none', [], 1],
  ])('come %s', (_name, numbers, expected) => {
    expect(nextVariantNo(numbers.map((variantNo) => ({ variantNo })))).toBe(expected);
  });
});

describe('changing a variant', () => {
  it('changes what is given and keeps the rest', () => {
    const change = { ...noChange, name: 'Blue button', trafficAllocation: 40 };
    expect(changeVariant(variant, change, now)).toEqual({
      ok: true,
      value: { ...variant, name: 'Blue button', trafficAllocation: 40, lastModified: now },
    });
  });

  it('sets, keeps and removes a redirect', () => {
    const redirected = changeVariant(variant, { ...noChange, pageRedirectUrl: 'https://example.com/b' }, now);
    expect(redirected.ok && redirected.value.pageRedirectUrl).toBe('https://example.com/b');
    if (!redirected.ok) return;
    const kept = changeVariant(redirected.value, noChange, now);
    expect(kept.ok && kept.value.pageRedirectUrl).toBe('https://example.com/b');
    const removed = changeVariant(redirected.value, { ...noChange, pageRedirectUrl: null }, now);
    expect(removed.ok && removed.value.pageRedirectUrl).toBeNull();
  });

  it('refuses to make the control redirect', () => {
    expect(changeVariant(control, { ...noChange, pageRedirectUrl: 'https://example.com/b' }, now)).toEqual({
      ok: false,
      error: { kind: 'ControlCannotRedirect' },
    });
  });

  it('lets the control change otherwise', () => {
    const changed = changeVariant(control, { ...noChange, cssCode: 'h1 { color: red }', pageRedirectUrl: null }, now);
    expect(changed.ok && changed.value.cssCode).toBe('h1 { color: red }');
  });
});

describe('a variant must change the page', () => {
  const redirecting: Variant = { ...variant, cssCode: '', pageRedirectUrl: 'https://example.com/b' };
  const refused = { ok: false, error: { kind: 'VariantChangesNothing' } };

  it.each<[string, Variant, Partial<VariantChange>]>([
    ['its CSS, its only change, cleared', variant, { cssCode: '' }],
    ['its CSS replaced by blanks', variant, { cssCode: '  \n\t' }],
    ['its CSS cleared and blank JavaScript added', variant, { cssCode: '', jsCode: '\n' }],
    ['the redirect it relied on removed', redirecting, { pageRedirectUrl: null }],
  ])('refuses a change that leaves nothing: %s', (_name, before, change) => {
    expect(changeVariant(before, { ...noChange, ...change }, now)).toEqual(refused);
  });

  it('keeps a variant that still changes the page: its CSS cleared but JavaScript added', () => {
    const changed = changeVariant(variant, { ...noChange, cssCode: '', jsCode: 'void 0;' }, now);
    expect(changed.ok && [changed.value.cssCode, changed.value.jsCode]).toEqual(['', 'void 0;']);
  });

  it('refuses a new variant with no change, and accepts one with a change', () => {
    const empty = { ...variant, cssCode: ' ', jsCode: '' };
    expect(checkedPageChange(empty)).toEqual(refused);
    expect(checkedPageChange(variant)).toEqual({ ok: true, value: variant });
  });

  it('leaves the control alone: it is the original page, changing nothing by design', () => {
    expect(checkedPageChange(control)).toEqual({ ok: true, value: control });
    const renamed = changeVariant(control, { ...noChange, name: 'Original', trafficAllocation: 60 }, now);
    expect(renamed.ok && [renamed.value.name, renamed.value.trafficAllocation]).toEqual(['Original', 60]);
  });
});
