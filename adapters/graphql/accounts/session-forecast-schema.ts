import type { BalanceForecast } from '../../../domain/sessions/balance-forecast';
import { lowBalanceDays } from '../../../domain/sessions/balance-forecast-rules';
import { builder } from '../builder';
import { valueOrThrow } from './account-errors';
import { UserType } from './user-type';

const SessionForecastType = builder.objectRef<BalanceForecast>('SessionForecast').implement({
  description: "How long the account's test sessions last at the rate its tests have used them over the last week.",
  fields: (t) => ({
    dailyRate: t.exposeFloat('dailyRate', {
      description: 'Sessions charged a day over the last 7 days (or since the first charge in them, at least a day).',
    }),
    daysLeft: t.exposeFloat('daysLeft', {
      nullable: true,
      description: 'Days until the balance runs out at that rate; null when no sessions are being used.',
    }),
    runningLow: t.exposeBoolean('runningLow', {
      description: `A test is running and the sessions run out within ${lowBalanceDays} days; false once they have run out.`,
    }),
  }),
});

builder.objectField(UserType, 'sessionForecast', (t) =>
  t.field({
    type: SessionForecastType,
    description: 'Worked out when asked, from the session ledger.',
    resolve: async (user, _args, ctx) => valueOrThrow(await ctx.useCases.getSessionForecast(user.id)),
  }),
);
