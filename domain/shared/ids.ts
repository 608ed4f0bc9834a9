import type { Brand } from './brand';

export type UserId = Brand<string, 'UserId'>;
export type ApiKeyId = Brand<string, 'ApiKeyId'>;
export type PasskeyId = Brand<string, 'PasskeyId'>;
export type WebsiteId = Brand<string, 'WebsiteId'>;
export type PageId = Brand<string, 'PageId'>;
export type TestId = Brand<string, 'TestId'>;
export type VariantId = Brand<string, 'VariantId'>;
/** The payment provider's id of a checkout (a Stripe Checkout Session id, or the local checkout's). */
export type CheckoutId = Brand<string, 'CheckoutId'>;
/** The payment provider's id of a hosted "update your card" page (a setup-mode Checkout Session, or the local one). */
export type CardUpdateId = Brand<string, 'CardUpdateId'>;
export type WebhookId = Brand<string, 'WebhookId'>;
export type WebhookDeliveryId = Brand<string, 'WebhookDeliveryId'>;
export type ShareLinkId = Brand<string, 'ShareLinkId'>;
