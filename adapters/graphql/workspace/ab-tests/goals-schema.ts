import type { Goal } from '../../../../domain/ab-tests/goal';
import { builder } from '../../builder';

const GoalType = builder.objectRef<Goal>('Goal').implement({
  description: 'A metric a test compares its variants on.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

builder.queryField('goals', (t) =>
  t.field({
    type: [GoalType],
    description: 'Every goal a test can be measured against, by name.',
    resolve: (_root, _args, ctx) => ctx.useCases.listGoals(),
  }),
);
