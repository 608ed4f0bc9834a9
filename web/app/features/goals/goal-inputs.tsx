import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { conversionGoalMessages, eventNamePattern } from '../../../../domain/ab-tests/conversion-goal-rules';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import type { ConversionKind, UrlMatch } from '../../gql/graphql';
import { nameField } from '../workspace/name-field';
import { amountSelectorLabel, conversionKindLabels, isSelector, targetLabels, urlMatchLabels } from './goal-kinds';
import type { GoalFields } from './goal-mutations';
import { PageVisitMatches, type KnownPage } from './page-visit-matches';

export const kinds = Object.keys(conversionKindLabels) as [ConversionKind, ...ConversionKind[]];
const matches = Object.keys(urlMatchLabels) as [UrlMatch, ...UrlMatch[]];

/** The server's own rules, checked before sending where the browser can: a selector it understands, a name. */
export const goalSchema = z
  .object({
    name: nameField,
    kind: z.enum(kinds, { error: 'Choose what counts as converting' }),
    urlMatch: z.enum(matches),
    target: z.string().trim().min(1, 'Enter what triggers the goal'),
    amountSelector: z.string().trim(),
  })
  .superRefine((goal, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', path: ['target'], message });
    if ((goal.kind === 'ELEMENT_CLICK' || goal.kind === 'FORM_SUBMISSION') && !isSelector(goal.target)) {
      problem(conversionGoalMessages.selector);
    }
    if ((goal.kind === 'CUSTOM_EVENT' || goal.kind === 'REVENUE') && !eventNamePattern.test(goal.target)) {
      problem(conversionGoalMessages.eventName);
    }
    const onPage = goal.kind === 'PAGE_VISIT' || goal.kind === 'REVENUE_ON_PAGE';
    if (onPage && goal.urlMatch === 'PATTERN' && !goal.target.includes('*')) {
      problem(conversionGoalMessages.patternWithoutStar);
    }
    if (goal.kind === 'REVENUE_ON_PAGE' && (goal.amountSelector === '' || !isSelector(goal.amountSelector))) {
      context.addIssue({ code: 'custom', path: ['amountSelector'], message: conversionGoalMessages.amountSelector });
    }
  });

export type GoalInput = z.input<typeof goalSchema>;

const untargeted = { label: 'Trigger', hint: 'Choose what counts as converting first.' };

/**
 * A conversion goal's inputs, shared by the add form and a goal's edit row: its name, what counts as converting and
 * what triggers it; a page visit's address is tried against the website's pages as it is typed.
 */
export function GoalInputs({
  form,
  websiteUrl,
  pages,
}: {
  form: UseFormReturn<GoalInput, unknown, GoalFields>;
  websiteUrl: string;
  pages: readonly KnownPage[];
}) {
  const errors = form.formState.errors;
  // Before a kind is chosen the select reads '', which names no kind.
  const chosen: string = form.watch('kind') ?? '';
  const kind = kinds.find((candidate) => candidate === chosen);
  const target = kind === undefined ? untargeted : targetLabels[kind];
  const onPage = kind === 'PAGE_VISIT' || kind === 'REVENUE_ON_PAGE';
  return (
    <>
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label="Counts when"
        error={errors.kind?.message}
        options={kinds.map((value) => ({ value, label: conversionKindLabels[value] }))}
        // An edited goal's kind selected from the first paint: the form reads the list's value as it registers it.
        defaultValue={form.formState.defaultValues?.kind ?? ''}
        {...form.register('kind')}
      />
      {onPage && (
        <SelectField
          label="The address"
          error={errors.urlMatch?.message}
          options={matches.map((value) => ({ value, label: urlMatchLabels[value] }))}
          defaultValue={form.formState.defaultValues?.urlMatch ?? 'EXACT'}
          {...form.register('urlMatch')}
        />
      )}
      <TextField label={target.label} hint={target.hint} error={errors.target?.message} {...form.register('target')} />
      {kind === 'REVENUE_ON_PAGE' && (
        <TextField
          label={amountSelectorLabel.label}
          hint={amountSelectorLabel.hint}
          spellCheck={false}
          error={errors.amountSelector?.message}
          {...form.register('amountSelector')}
        />
      )}
      {onPage && (
        <PageVisitMatches
          target={form.watch('target')}
          match={form.watch('urlMatch')}
          websiteUrl={websiteUrl}
          pages={pages}
        />
      )}
    </>
  );
}
