import type { ApiKey } from '../../../domain/accounts/api-key';
import type { ApiKeyId } from '../../../domain/shared/ids';
import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import { createApiKeyInput } from './account-inputs';

const ApiKeyScopeEnum = builder.enumType('ApiKeyScope', {
  description:
    'What a key may do. Neither scope may manage keys, change the email or password, delete the account, or ' +
    'touch payments and payouts: those need the owner signed in.',
  values: {
    READ: { value: 'read', description: 'Queries only: every mutation is FORBIDDEN.' },
    WRITE: { value: 'write', description: 'Queries, and the mutations that change tests, websites and profile.' },
  } as const,
});

const ApiKeyType = builder.objectRef<ApiKey>('ApiKey').implement({
  description: 'A named key another service sends as its bearer token. The secret itself is shown only once.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to tell keys apart.' }),
    scope: t.expose('scope', { type: ApiKeyScopeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CreatedApiKey = builder.objectRef<{ key: ApiKey; secret: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyType, resolve: (created) => created.key }),
    secret: t.exposeString('secret', { description: 'The key itself. It is not stored: copy it now.' }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scope: t.field({ type: ApiKeyScopeEnum, required: true }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyType],
    description: "The signed-in account's API keys, newest first.",
    resolve: async (_root, _args, ctx) => ctx.useCases.listApiKeys(await requireViewer(ctx)),
  }),
);

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKey,
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      ctx.useCases.createApiKey(await requireViewer(ctx), parseInput(createApiKeyInput, args.input)),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: ApiKeyType,
    description: 'Revokes a key at once: its next request is refused.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      valueOrThrow(await ctx.useCases.revokeApiKey(await requireViewer(ctx), String(args.id) as ApiKeyId)),
  }),
);
