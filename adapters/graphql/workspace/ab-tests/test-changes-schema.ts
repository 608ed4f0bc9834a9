import type { TestChange } from '../../../../domain/ab-tests/test-change';
import { testChangeKinds } from '../../../../domain/ab-tests/test-edit-rules';
import { builder } from '../../builder';
import { TestType } from './test-schema';

// The kinds as stored, in lower case, as GoalMetric's values are.
const TestChangeKindEnum = builder.enumType('TestChangeKind', {
  description: "What changed of what a running test's results measure: its goal, its target devices, a variant's code.",
  values: testChangeKinds,
});

export const TestChangeType = builder.objectRef<TestChange>('TestChange').implement({
  description: "A moment a running test's results changed meaning: results before and after measure different things.",
  fields: (t) => ({
    what: t.field({ type: TestChangeKindEnum, resolve: (change) => change.what }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

builder.objectField(TestType, 'changes', (t) =>
  t.field({
    type: [TestChangeType],
    description:
      'Changes made while the test was active with sessions to its goal, target devices or a variant’s CSS, JS or redirect, oldest first.',
    resolve: (test, _args, ctx) => ctx.loaders.changesByTest.load(test.id),
  }),
);
