import type { Brand } from './brand';

export type UserId = Brand<string, 'UserId'>;
export type ApiKeyId = Brand<string, 'ApiKeyId'>;
