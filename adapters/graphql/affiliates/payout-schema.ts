import type { BankDetails } from '../../../domain/affiliates/bank-details';
import type { BankDetailsError } from '../../../application/affiliates/bank-details';
import { builder } from '../builder';
import { graphqlError } from '../errors';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { bankDetailsInput } from './bank-details-input';

const BankDetailsType = builder.objectRef<BankDetails>('BankDetails').implement({
  description: 'Where a bank transfer pays the affiliate; account number and IBAN show only their last 4 characters.',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    bankName: t.exposeString('bankName'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2, like GB.' }),
    accountNumber: t.exposeString('accountNumber', { nullable: true, description: 'Masked: ****5678.' }),
    sortCode: t.exposeString('sortCode', { nullable: true, description: 'Six digits.' }),
    iban: t.exposeString('iban', { nullable: true, description: 'Masked but for its last 4 characters.' }),
    swiftBic: t.exposeString('swiftBic', { nullable: true }),
  }),
});

const BankDetailsInput = builder.inputType('BankDetailsInput', {
  description: 'A UK sort code and account number, or an IBAN with its SWIFT/BIC; every field in full.',
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    bankName: t.string({ required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2, like GB.' }),
    accountNumber: t.string(),
    sortCode: t.string(),
    iban: t.string(),
    swiftBic: t.string(),
  }),
});

function bankDetailsError(error: BankDetailsError) {
  switch (error.kind) {
    case 'BankDetailsExist':
      return graphqlError('CONFLICT', 'You have saved bank details already: update them instead.');
    case 'NoBankDetails':
      return graphqlError('NOT_FOUND', 'You have no bank details to update yet: save them first.');
  }
}

builder.mutationField('saveUserBankDetails', (t) =>
  t.field({
    type: BankDetailsType,
    description: 'Saves the affiliate’s first bank details (CONFLICT when there are some: use updateUserBankDetails).',
    args: { input: t.arg({ type: BankDetailsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const saved = await ctx.useCases.saveBankDetails(
        await requireViewer(ctx),
        parseInput(bankDetailsInput, args.input),
      );
      if (!saved.ok) throw bankDetailsError(saved.error);
      return saved.value;
    },
  }),
);

builder.mutationField('updateUserBankDetails', (t) =>
  t.field({
    type: BankDetailsType,
    description: 'Replaces the affiliate’s bank details in full (NOT_FOUND when there are none yet).',
    args: { input: t.arg({ type: BankDetailsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const updated = await ctx.useCases.updateBankDetails(viewer, parseInput(bankDetailsInput, args.input));
      if (!updated.ok) throw bankDetailsError(updated.error);
      return updated.value;
    },
  }),
);

builder.queryField('userBankDetails', (t) =>
  t.field({
    type: BankDetailsType,
    nullable: true,
    description: 'The signed-in affiliate’s bank details, masked; null when none are saved.',
    resolve: async (_root, _args, ctx) => ctx.useCases.getBankDetails(await requireViewer(ctx)),
  }),
);

builder.queryField('userHasEnteredBankingDetails', (t) =>
  t.boolean({
    resolve: async (_root, _args, ctx) => (await ctx.loaders.payoutSetup()).hasBankDetails,
  }),
);

builder.queryField('affiliatePayoutsEnabled', (t) =>
  t.boolean({
    description: 'The affiliate can be paid: their Stripe payout account is set up, or they have saved bank details.',
    resolve: async (_root, _args, ctx) => (await ctx.loaders.payoutSetup()).payoutsEnabled,
  }),
);

builder.mutationField('addInitialAffiliatePaymentDetails', (t) =>
  t.string({
    description:
      'The address of the page where the affiliate sets up payouts with Stripe Connect (or the local test-mode page), which sends them back to /user/profile/affiliate.',
    resolve: async (_root, _args, ctx) => {
      const started = await ctx.useCases.startPayoutOnboarding(await requireViewer(ctx));
      if (!started.ok) throw graphqlError('NOT_FOUND', 'There is no such account.');
      return started.value.url;
    },
  }),
);
