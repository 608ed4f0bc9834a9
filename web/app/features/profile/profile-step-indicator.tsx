import type { AvatarProfileStep } from '../../gql/graphql';
import { profileSteps } from './profile-steps';

/**
 * Where the wizard is: every step by name, the current one marked for screen readers (aria-current="step") and the
 * saved ones ticked.
 */
export function ProfileStepIndicator({
  current,
  savedSteps,
}: {
  current: AvatarProfileStep;
  savedSteps: readonly AvatarProfileStep[];
}) {
  return (
    <ol className="step-indicator" aria-label="Profile steps">
      {profileSteps.map((info, index) => {
        const state = info.step === current ? 'current' : savedSteps.includes(info.step) ? 'done' : 'todo';
        return (
          <li
            key={info.step}
            className={`step-indicator__step step-indicator__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="step-indicator__label">{info.label}</span>
            {state === 'done' && <span className="visually-hidden"> (saved)</span>}
          </li>
        );
      })}
    </ol>
  );
}
