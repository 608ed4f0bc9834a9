import { describe, expect, it } from 'vitest';
import { changeRefusal, type AccessRefusal, type ChangeAccess } from '../../../../domain/accounts/access';
import type { Viewer } from '../../../../domain/accounts/viewer';
import type { UserId, VariantId } from '../../../../domain/shared/ids';

const userId = 'user-1' as UserId;
const owner: Viewer = { userId, via: 'access-token' };
const readKey: Viewer = { userId, via: 'api-key', scope: 'read' };
const writeKey: Viewer = { userId, via: 'api-key', scope: 'write' };
const visualEditor: Viewer = { userId, via: 'visual-editor', variantId: 'variant-1' as VariantId };

describe('changeRefusal', () => {
  it.each<[string, Viewer, ChangeAccess, AccessRefusal | null]>([
    ['the signed-in owner, a write change', owner, 'write', null],
    ['the signed-in owner, an owner-only change', owner, 'owner', null],
    ['a write key, a write change', writeKey, 'write', null],
    ['a write key, an owner-only change', writeKey, 'owner', { kind: 'OwnerOnly' }],
    ['a read key, a write change', readKey, 'write', { kind: 'ScopeMissing', scope: 'write' }],
    ['a read key, an owner-only change', readKey, 'owner', { kind: 'OwnerOnly' }],
    // The visual editor's credential saves its one variant through its own endpoint, and nothing else.
    ['the visual editor, a write change', visualEditor, 'write', { kind: 'OwnerOnly' }],
    ['the visual editor, an owner-only change', visualEditor, 'owner', { kind: 'OwnerOnly' }],
  ])('%s', (_name, viewer, access, expected) => {
    expect(changeRefusal(viewer, access)).toEqual(expected);
  });
});
