import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { mutationAccess } from '../../../adapters/graphql/api-key-access';
import { keyGate } from '../../../adapters/graphql/guard-mutations';
import { graphqlSchema } from '../../../adapters/graphql/schema';
import type { ViewerResolution } from '../../../adapters/graphql/viewer-resolution';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId } from '../../../domain/shared/ids';

const userId = 'b3c1a2d4-0000-4000-8000-000000000001' as UserId;
const readKey: Viewer = { userId, via: 'api-key', scope: 'read' };
const writeKey: Viewer = { userId, via: 'api-key', scope: 'write' };
const owner: Viewer = { userId, via: 'access-token' };
const contextOf = (resolution: ViewerResolution) => ({ viewer: async () => resolution });
const as = (viewer: Viewer) => contextOf({ ok: true, value: viewer });
const info = {} as GraphQLResolveInfo;

const mutations = graphqlSchema().getMutationType()?.getFields() ?? {};
const mutationNames = Object.keys(mutations).sort();

/** The real schema's resolver of a mutation, run as `viewer`: the gate refuses before the resolver's own work. */
async function refusalOf(name: string, viewer: Viewer): Promise<unknown> {
  const resolve = mutations[name]?.resolve;
  if (resolve === undefined) throw new Error(`no resolver for ${name}`);
  return Promise.resolve(resolve(undefined, {}, as(viewer), info)).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('the API key access table', () => {
  it('classifies every mutation of the schema, and nothing else', () => {
    expect(mutationNames.length).toBeGreaterThan(40);
    expect(Object.keys(mutationAccess).sort()).toEqual(mutationNames);
  });

  it.each(mutationNames)('refuses %s to a read key, naming the write scope', async (name) => {
    expect(await refusalOf(name, readKey)).toMatchObject({
      extensions: {
        code: 'FORBIDDEN',
        ...(mutationAccess[name as keyof typeof mutationAccess] === 'owner'
          ? { reason: 'signed-in-owner-only' }
          : { requiredScope: 'write' }),
      },
    });
  });

  const ownerOnly = mutationNames.filter((name) => mutationAccess[name as keyof typeof mutationAccess] === 'owner');
  it.each(ownerOnly)('refuses %s to a write key: only the signed-in owner may', async (name) => {
    expect(await refusalOf(name, writeKey)).toMatchObject({
      extensions: { code: 'FORBIDDEN', reason: 'signed-in-owner-only' },
    });
  });

  it('keeps API keys, credentials, the account and money with the signed-in owner', () => {
    expect(ownerOnly.sort()).toEqual(
      [
        'addInitialAffiliatePaymentDetails',
        'changePassword',
        'changeUserEmail',
        'confirmEmail',
        'confirmEmailChange',
        'confirmTotpEnrolment',
        'createWebhook',
        'createApiKey',
        'createTestShareLink',
        'deleteUser',
        'deleteWebhook',
        'finishPasskeyRegistration',
        'logOut',
        'logOutEverywhere',
        'processCardUpdateSession',
        'processCheckoutSession',
        'regenerateRecoveryCodes',
        'removePasskey',
        'resendEmailConfirmation',
        'resetPassword',
        'revokeApiKey',
        'revokeTestShareLink',
        'saveUserBankDetails',
        'sendPasswordResetEmail',
        'startPasskeyRegistration',
        'startTotpEnrolment',
        'turnOffTotp',
        'updateUserBankDetails',
      ].sort(),
    );
  });
});

describe('the API key gate', () => {
  it.each<[string, ReturnType<typeof contextOf>, 'write' | 'owner']>([
    ['a write key to a write change', as(writeKey), 'write'],
    ['the signed-in owner to an owner-only change', as(owner), 'owner'],
    ['the signed-in owner to a write change', as(owner), 'write'],
    [
      'a caller with no token (the resolver decides)',
      contextOf({ ok: false, error: { kind: 'Unauthenticated', reason: 'missing' } }),
      'owner',
    ],
    [
      'a revoked key (the resolver refuses it)',
      contextOf({ ok: false, error: { kind: 'Unauthenticated', reason: 'revoked' } }),
      'write',
    ],
  ])('lets through %s', async (_name, context, access) => {
    const resolve = vi.fn(async () => 'done');
    expect(await keyGate('someMutation', access, resolve)(undefined, {}, context, info)).toBe('done');
    expect(resolve).toHaveBeenCalledOnce();
  });

  it.each<[string, Viewer, 'write' | 'owner']>([
    ['a read key a write change', readKey, 'write'],
    ['a write key an owner-only change', writeKey, 'owner'],
  ])('refuses %s without running the resolver', async (_name, viewer, access) => {
    const resolve = vi.fn(async () => 'done');
    await expect(keyGate('someMutation', access, resolve)(undefined, {}, as(viewer), info)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(resolve).not.toHaveBeenCalled();
  });
});
