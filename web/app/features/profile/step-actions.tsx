import { BackButton } from '../../components/navigation/back-button';
import { NextButton } from '../../components/navigation/next-button';
import type { AvatarProfileStep } from '../../gql/graphql';
import { pathAfter, pathBefore, profileSuccessPath } from './profile-steps';

/**
 * Back (to the previous step, or the profile from the first, without saving) and Next (a submit: it saves and
 * moves on). The last step's Next reads Finish.
 */
export function StepActions({ step, submitting }: { step: AvatarProfileStep; submitting: boolean }) {
  const label = pathAfter(step) === profileSuccessPath ? 'Finish' : 'Next';
  return (
    <div className="wizard__actions">
      <BackButton to={pathBefore(step)} />
      <NextButton label={submitting ? 'Saving…' : label} disabled={submitting} />
    </div>
  );
}
