import { describe, expect, it } from 'vitest';
import { otherOptionId as seededOtherId } from '../../../../migrations/seed-data/profile-lookups';
import { otherOptionId, otherTextFor } from '../../../../domain/profile/other-option';

describe('the "Other" option', () => {
  it('has the id the lookups are seeded with', () => {
    expect(otherOptionId).toBe(seededOtherId);
  });

  it.each<[string, boolean, string | null, { ok: true; value: string | null } | { ok: false }]>([
    ['Other with a text keeps it, trimmed', true, '  Tea blending ', { ok: true, value: 'Tea blending' }],
    ['Other without a text is refused', true, null, { ok: false }],
    ['Other with a blank text is refused', true, '   ', { ok: false }],
    ['another choice drops the text', false, 'Tea blending', { ok: true, value: null }],
    ['another choice without a text', false, null, { ok: true, value: null }],
  ])('%s', (_name, choseOther, text, expected) => {
    const result = otherTextFor(choseOther, text, 'otherIndustry');
    if (expected.ok) expect(result).toEqual(expected);
    else expect(result).toEqual({ ok: false, error: { kind: 'OtherTextMissing', field: 'otherIndustry' } });
  });
});
