import { z } from 'zod';
import { variantFieldsSchema, type VariantFieldsInput } from '../../variants/variant-fields';
import { defaultTestDetails, testDetailsSchema, type TestDetailsInput } from '../test-details-fields';
import { splitTotal, sumOfShares } from '../traffic-split';

/** The steps of the new-test flow, in order, with the names the step indicator shows. */
export const newTestSteps = [
  { id: 'page', label: 'Page', heading: 'Choose the page to test' },
  { id: 'details', label: 'Details', heading: 'Describe the test' },
  { id: 'variants', label: 'Variants', heading: 'Add variants' },
  { id: 'review', label: 'Review', heading: 'Review and create' },
] as const;

export type StepId = (typeof newTestSteps)[number]['id'];

export const pageChoiceSchema = z.object({
  websiteId: z.string().min(1, 'Choose a website'),
  pageId: z.string().min(1, 'Choose a page'),
});

export type PageChoice = z.input<typeof pageChoiceSchema>;

/** The variants to add, and the split: the control's share first, then one per variant in the same order. */
export const variantsStepSchema = z
  .object({
    variants: z.array(variantFieldsSchema).min(1, 'Add at least one variant'),
    split: z.array(z.number().int().min(0).max(splitTotal)),
  })
  .superRefine((step, context) => {
    // traffic-split.ts keeps the total at 100; this guards the promise the server checks too.
    if (step.split.length !== step.variants.length + 1 || sumOfShares(step.split) !== splitTotal) {
      context.addIssue({ code: 'custom', path: ['split'], message: 'The traffic split must add up to 100%' });
    }
  });

export type VariantsStepInput = z.input<typeof variantsStepSchema>;

/** Everything the flow has gathered; kept whole across steps, so going Back loses nothing. */
export interface NewTestDraft {
  readonly page: PageChoice;
  readonly details: TestDetailsInput;
  readonly variants: VariantsStepInput;
}

export function emptyDraft(today: Date): NewTestDraft {
  return {
    page: { websiteId: '', pageId: '' },
    details: defaultTestDetails(today),
    variants: { variants: [], split: [splitTotal] },
  };
}

/** The whole draft, checked by each step's rules: what the Create button sends. */
export const newTestDraftSchema = z.object({
  page: pageChoiceSchema,
  details: testDetailsSchema,
  variants: variantsStepSchema,
});

export type ValidNewTest = z.output<typeof newTestDraftSchema>;

/** What a variant is called where its name may still be empty. */
export function variantLabel(variant: Pick<VariantFieldsInput, 'name'> | undefined, index: number): string {
  const name = variant?.name.trim() ?? '';
  return name === '' ? `Variant ${index + 1}` : name;
}
