/**
 * The fixed id of "Other" in the lists that offer it (goals, industries, objectives, job categories, tools): the
 * server's seeded id (tests/unit/domain/profile/other-option.test.ts keeps them the same). Choosing it asks for a
 * free text saying what it is.
 */
export const otherOptionId = '99';
