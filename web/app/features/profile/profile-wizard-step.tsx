import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AvatarProfileStep } from '../../gql/graphql';
import { ProfileStepIndicator } from './profile-step-indicator';
import { profileAnswersQueryOptions } from './profile-queries';
import { profileSteps, stepInfo } from './profile-steps';
import '../../styles/tests.css';
import '../../styles/profile.css';

/**
 * One wizard step's page: its heading ("Step 2 of 4 Your business"), where it sits among the steps, and its form.
 * Focus starts on the heading, so after Next or Back a screen reader announces the new step and the next Tab
 * starts at its top rather than at the button that was pressed.
 */
export function ProfileWizardStep({ step, children }: { step: AvatarProfileStep; children: ReactNode }) {
  const { savedSteps } = useSuspenseQuery(profileAnswersQueryOptions()).data.avatarProfileProgress;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const info = stepInfo(step);
  const number = profileSteps.indexOf(info) + 1;

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="page page--medium profile-wizard">
      <h1 className="profile-wizard__heading" ref={headingRef} tabIndex={-1}>
        <span className="wizard__step-count">
          Step {number} of {profileSteps.length}
        </span>{' '}
        {info.title}
      </h1>
      <ProfileStepIndicator current={step} savedSteps={savedSteps} />
      <div className="wizard__step">{children}</div>
    </div>
  );
}
