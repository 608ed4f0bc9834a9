import type {
  CreateTestInput,
  CreateTestVariantInput,
  TrafficAllocationInput,
  WhenDecided,
} from '../../../gql/graphql';
import { variantChange } from '../../variants/variant-fields';
import { parseDateInput } from '../date-input';
import type { ValidNewTest } from './new-test-draft';
import { stepProblems, type FieldPlacement, type StepProblems } from './step-problems';

/** The calls a new test takes; passed in so the order and the error handling can be tested without a server. */
export interface NewTestApi {
  readonly createTest: (input: CreateTestInput) => Promise<string>;
  readonly createTestVariant: (input: CreateTestVariantInput) => Promise<{ readonly id: string }>;
  readonly testVariants: (testId: string) => Promise<readonly { readonly id: string; readonly isControl: boolean }[]>;
  readonly setTrafficAllocations: (testId: string, allocations: readonly TrafficAllocationInput[]) => Promise<unknown>;
  readonly deleteTest: (id: string) => Promise<void>;
}

export type SubmitNewTestResult =
  { readonly ok: true; readonly testId: string } | { readonly ok: false; readonly problems: StepProblems };

const detailsFields = new Set(['name', 'description', 'goalId', 'targetDevices', 'startDate', 'endDate', 'maxCases']);
const variantFields = new Set(['name', 'description', 'cssCode', 'jsCode', 'pageRedirectUrl']);

const onPageStep: FieldPlacement = (field) => (field === 'pageId' ? 'pageId' : null);
const onDetailsStep: FieldPlacement = (field) => (detailsFields.has(field) ? field : null);
const onVariant =
  (index: number): FieldPlacement =>
  (field) =>
    variantFields.has(field) ? `variants.${index}.${field}` : null;
// The split is one group of inputs: its problems show above it, whatever field the server names.
const onSplit: FieldPlacement = () => 'split';

/** A refused createTest belongs to the page step or the details step by its field; without one, to the review. */
function createTestProblems(error: unknown): StepProblems {
  const page = stepProblems(error, 'page', onPageStep);
  if (page.fields.length > 0) return page;
  const details = stepProblems(error, 'details', onDetailsStep);
  if (details.fields.length > 0) return details;
  return stepProblems(error, 'review', () => null);
}

/** The day a date input holds, as the instant the API takes (the schema has already checked it is a real day). */
function dayToDateTime(value: string): string {
  const day = parseDateInput(value);
  if (day === null) throw new Error(`Not a day: ${value}`);
  return day.toISOString();
}

/**
 * Creates the test as the flow describes it: the test (inactive, its control at 100%), each variant at 0%, then
 * the chosen split. Should a later call be refused, the half-made test is deleted again, so fixing the problem and
 * pressing Create once more does not leave a duplicate behind.
 */
export async function submitNewTest(
  draft: ValidNewTest,
  api: NewTestApi,
  onProgress: (message: string) => void,
  plan: { readonly minimumLiftPercent: number | null; readonly whenDecided?: WhenDecided } = {
    minimumLiftPercent: null,
  },
): Promise<SubmitNewTestResult> {
  const { page, details, variants } = draft;
  let testId: string;
  try {
    onProgress('Creating the test…');
    testId = await api.createTest({
      pageId: page.pageId,
      name: details.name,
      description: details.description,
      goalId: details.goalId,
      startDate: dayToDateTime(details.startDate),
      endDate: dayToDateTime(details.endDate),
      maxCases: details.maxCases,
      minimumLiftPercent: plan.minimumLiftPercent,
      ...(plan.whenDecided === undefined ? {} : { whenDecided: plan.whenDecided }),
      targetDevices: details.targetDevices,
    });
  } catch (error) {
    return { ok: false, problems: createTestProblems(error) };
  }

  const undo = async (problems: StepProblems): Promise<SubmitNewTestResult> => {
    try {
      await api.deleteTest(testId);
    } catch {
      // The half-made test stays inactive in the tests list, where it can be deleted; the problem to fix matters more.
    }
    return { ok: false, problems };
  };

  const variantIds: string[] = [];
  for (const [index, variant] of variants.variants.entries()) {
    try {
      onProgress(`Adding variant ${index + 1} of ${variants.variants.length}…`);
      const created = await api.createTestVariant({
        testId,
        name: variant.name,
        description: variant.description,
        ...variantChange(variant),
        // The control keeps 100% until the split is set in one go below, so every step adds up to 100.
        trafficAllocation: 0,
      });
      variantIds.push(created.id);
    } catch (error) {
      return undo(stepProblems(error, 'variants', onVariant(index)));
    }
  }

  try {
    onProgress('Setting the traffic split…');
    const control = (await api.testVariants(testId)).find((variant) => variant.isControl);
    if (control === undefined) throw new Error('A new test has no control');
    const [controlShare = 0, ...variantShares] = variants.split;
    await api.setTrafficAllocations(testId, [
      { variantId: control.id, trafficAllocation: controlShare },
      ...variantIds.map((variantId, index) => ({ variantId, trafficAllocation: variantShares[index] ?? 0 })),
    ]);
  } catch (error) {
    return undo(stepProblems(error, 'variants', onSplit));
  }
  return { ok: true, testId };
}
