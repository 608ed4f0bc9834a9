import type { ApiKey } from '../../../domain/accounts/api-key';
import type { ApiKeyId } from '../../../domain/shared/ids';
import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import { createApiKeyInput } from './account-inputs';

const ApiKeyType = builder.objectRef<ApiKey>('ApiKey').implement({
  description: 'A named key another service sends as its bearer token. The secret itself is shown only once.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to tell keys apart.' }),
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
  fields: (t) => ({ name: t.string({ required: true }) }),
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
