import type { GraphQLError } from 'graphql';
import type { ProfileError } from '../../../application/profile/profile-error';
import type { ProfileStep } from '../../../domain/profile/profile-step';
import { fieldError, graphqlError } from '../errors';
import { choiceMessages, dateOfBirthMessages, otherTextMessages } from './profile-messages';

/** Each step as a sentence names it: "You have saved your goals already". */
const stepNames: Record<ProfileStep, string> = {
  goals: 'goals',
  business: 'business details',
  demographics: 'personal details',
  previousExperience: 'previous experience',
};

/** Every expected failure of saving a profile step, mapped once to what a client sees. */
export function profileErrorToGraphql(error: ProfileError): GraphQLError {
  switch (error.kind) {
    case 'StepAlreadySaved':
      return graphqlError('CONFLICT', `You have saved your ${stepNames[error.step]} already: update them instead.`);
    case 'StepNotSaved':
      return graphqlError('NOT_FOUND', `You have not saved your ${stepNames[error.step]} yet: save them first.`);
    case 'UnknownChoice':
      return fieldError('BAD_USER_INPUT', error.field, choiceMessages[error.field]);
    case 'OtherTextMissing':
      return fieldError('BAD_USER_INPUT', error.field, otherTextMessages[error.field]);
    case 'InvalidDateOfBirth':
      return fieldError('BAD_USER_INPUT', 'dob', dateOfBirthMessages[error.problem]);
    default: {
      const unreachable: never = error;
      throw new Error(`Unmapped profile error: ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The value of a successful result, or the mapped GraphQL error thrown. */
export function profileValue<T>(result: { ok: true; value: T } | { ok: false; error: ProfileError }): T {
  if (result.ok) return result.value;
  throw profileErrorToGraphql(result.error);
}
