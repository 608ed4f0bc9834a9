import { describe, expect, it } from 'vitest';
import {
  changedTestInput,
  editTestSchema,
  editTestValues,
  measureChangesOf,
  type EditableTest,
  type EditTestInput,
} from '../../../web/app/features/tests/edit-test/edit-test-fields';
import { testChangeText } from '../../../web/app/features/results/test-changes-notice';

// Local times, as the date inputs read them: the test started on 1 March and ends on 31 March at 15:42.
const now = new Date(2027, 2, 10, 12, 0);
const running: EditableTest = {
  id: 't-1',
  websiteId: 'w-1',
  name: 'Pricing headline',
  description: 'A bolder headline',
  goalId: '1',
  startDate: new Date(2027, 2, 1).toISOString(),
  endDate: new Date(2027, 2, 31, 15, 42).toISOString(),
  maxCases: 1000,
  minimumLiftPercent: 10,
  targetDeviceNames: ['mobiles', 'desktops'],
  active: true,
  testSessionsCount: 37,
};

const initial = editTestValues(running);
const problems = (test: EditableTest, change: Partial<EditTestInput>) => {
  const parsed = editTestSchema(test, now).safeParse({ ...editTestValues(test), ...change });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the edit form of a test', () => {
  it('starts from the test as it is, its dates as the local days they fall on', () => {
    expect(initial).toEqual({
      name: 'Pricing headline',
      description: 'A bolder headline',
      goalId: '1',
      targetDevices: ['MOBILES', 'DESKTOPS'],
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      maxCases: 1000,
      minimumLiftPercent: 10,
    });
  });

  it.each<[string, EditableTest, Partial<EditTestInput>, string[][]]>([
    ['an unchanged test', running, {}, []],
    ['a raised cap and a later end', running, { maxCases: 5000, endDate: '2027-06-30' }, []],
    ['a cap of the 37 sessions counted', running, { maxCases: 37 }, []],
    [
      'a cap below the 37 sessions counted',
      running,
      { maxCases: 36 },
      [['maxCases', 'The maximum number of test sessions cannot be below the 37 sessions already counted']],
    ],
    [
      "an active test's end moved to today (its midnight has passed)",
      running,
      { endDate: '2027-03-10' },
      [['endDate', "An active test's end date must be in the future. To end it now, make it inactive."]],
    ],
    ["an inactive test's end moved to today", { ...running, active: false }, { endDate: '2027-03-10' }, []],
    [
      'an end before the start',
      running,
      { endDate: '2027-02-20' },
      [['endDate', 'The end date must be after the start date']],
    ],
    ['an empty name', running, { name: ' ' }, [['name', 'Enter a name']]],
    ['a smaller lift worth finding', running, { minimumLiftPercent: 2.5 }, []],
    [
      'no lift worth finding',
      running,
      { minimumLiftPercent: 0 },
      [['minimumLiftPercent', 'The smallest lift worth finding must be at least 0.01%']],
    ],
    [
      'an emptied lift (the number input reads as NaN)',
      running,
      { minimumLiftPercent: Number.NaN },
      [['minimumLiftPercent', 'Enter the smallest lift worth finding']],
    ],
    [
      'a rename of a test already past its cap (lowered for beginners)',
      { ...running, maxCases: 20 },
      { name: 'Renamed' },
      [],
    ],
  ])('for %s, says what is wrong', (_case, test, change, expected) => {
    expect(problems(test, change)).toEqual(expected);
  });

  it('sends only what changed: an end date left alone keeps its time of day', () => {
    expect(changedTestInput('t-1', initial, { ...initial, name: 'Renamed', maxCases: 5000 })).toEqual({
      id: 't-1',
      name: 'Renamed',
      maxCases: 5000,
    });
    expect(changedTestInput('t-1', initial, { ...initial, minimumLiftPercent: 5 })).toEqual({
      id: 't-1',
      minimumLiftPercent: 5,
    });
    expect(
      changedTestInput('t-1', initial, {
        ...initial,
        goalId: '2',
        targetDevices: ['DESKTOPS', 'MOBILES'],
        endDate: '2027-04-30',
        description: '',
      }),
    ).toEqual({ id: 't-1', goalId: '2', endDate: new Date(2027, 3, 30).toISOString(), description: '' });
  });

  it.each<[string, EditableTest, Pick<EditTestInput, 'goalId' | 'targetDevices'>, string[]]>([
    ['a new goal of a running test', running, { goalId: '2', targetDevices: ['MOBILES', 'DESKTOPS'] }, ['goal']],
    ['new devices of a running test', running, { goalId: '1', targetDevices: [] }, ['devices']],
    ['the same devices, in another order', running, { goalId: '1', targetDevices: ['DESKTOPS', 'MOBILES'] }, []],
    [
      'a new goal before any session',
      { ...running, testSessionsCount: 0 },
      { goalId: '2', targetDevices: ['MOBILES', 'DESKTOPS'] },
      [],
    ],
    ['a new goal of an inactive test', { ...running, active: false }, { goalId: '2', targetDevices: ['MOBILES'] }, []],
  ])('warns as it should for %s', (_case, test, values, warnings) => {
    expect(measureChangesOf(test, values)).toEqual(warnings);
  });
});

describe("the results page's note of a change", () => {
  const at = new Date(2027, 2, 3, 14, 5).toISOString();
  it.each([
    ['goal', 'The goal changed on 03/03/2027 at 14:05: results before and after measure different things.'],
    [
      'devices',
      'The target devices changed on 03/03/2027 at 14:05: results before and after come from different visitors.',
    ],
    [
      'variant_code',
      "A variant's code changed on 03/03/2027 at 14:05: results before and after compare different pages.",
    ],
  ] as const)('words a change of %s with its date and time', (what, text) => {
    expect(testChangeText({ what, at })).toBe(text);
  });
});
