import type { PriceTable, PriceTier, PurchaseRefusal, Quote } from '../../../domain/payments/price-table';
import { builder } from '../builder';
import { fieldError } from '../errors';

const PriceTierType = builder.objectRef<PriceTier>('PriceTier').implement({
  description: 'A band of a purchase priced at one rate: its sessions up to `upTo` (null: every one above).',
  fields: (t) => ({
    upTo: t.exposeInt('upTo', { nullable: true }),
    pencePer1000: t.exposeInt('pencePer1000', { description: 'Pence per 1,000 sessions in this band.' }),
  }),
});

const SessionPricesType = builder.objectRef<PriceTable>('SessionPrices').implement({
  description: 'What sessions cost: graduated bands, each of a purchase priced at its own rate (GBP, in pence).',
  fields: (t) => ({
    version: t.exposeString('version'),
    currency: t.exposeString('currency'),
    minimumSessions: t.exposeInt('minimumSessions'),
    maximumSessions: t.exposeInt('maximumSessions'),
    tiers: t.field({ type: [PriceTierType], resolve: (table) => table.tiers }),
  }),
});

const SessionPriceType = builder.objectRef<Quote>('SessionPrice').implement({
  description: 'The exact price of a number of sessions, before paying.',
  fields: (t) => ({
    sessions: t.exposeInt('sessions'),
    amountMinor: t.exposeInt('amountMinor', { description: 'The price in pence.' }),
    currency: t.exposeString('currency'),
    priceVersion: t.exposeString('priceVersion'),
  }),
});

/** The limits, in every refusal: what the owner may buy instead. */
export function purchaseRefusalError(refusal: PurchaseRefusal, field: string) {
  const range = `between ${refusal.minimum.toLocaleString('en-GB')} and ${refusal.maximum.toLocaleString('en-GB')}`;
  const messages: Record<PurchaseRefusal['kind'], string> = {
    NotWholeSessions: `Sessions are bought whole: choose a whole number ${range}.`,
    BelowMinimumPurchase: `The smallest purchase is ${refusal.minimum.toLocaleString('en-GB')} sessions: choose ${range}.`,
    AboveMaximumPurchase: `The largest purchase is ${refusal.maximum.toLocaleString('en-GB')} sessions: choose ${range}.`,
  };
  return fieldError('BAD_USER_INPUT', field, messages[refusal.kind]);
}

builder.queryField('sessionPrices', (t) =>
  t.field({
    type: SessionPricesType,
    description: 'The price table /pricing shows; public.',
    resolve: (_root, _args, ctx) => ctx.useCases.getPriceTable(),
  }),
);

builder.queryField('sessionPrice', (t) =>
  t.field({
    type: SessionPriceType,
    description: 'The exact price of `sessions`; BAD_USER_INPUT, naming the limits, outside them or when not whole.',
    args: { sessions: t.arg.float({ required: true }) },
    resolve: (_root, args, ctx) => {
      const priced = ctx.useCases.quoteSessions(args.sessions);
      if (!priced.ok) throw purchaseRefusalError(priced.error, 'sessions');
      return priced.value;
    },
  }),
);
