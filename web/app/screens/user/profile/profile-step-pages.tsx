import { BusinessStepForm } from '../../../features/profile/business-step-form';
import { DemographicsStepForm } from '../../../features/profile/demographics-step-form';
import { ExperienceStepForm } from '../../../features/profile/experience-step-form';
import { GoalsStepForm } from '../../../features/profile/goals-step-form';
import { ProfileWizardStep } from '../../../features/profile/profile-wizard-step';

/** /user/profile/edit: step 1 of the profile wizard. */
export function GoalsStepPage() {
  return (
    <ProfileWizardStep step="GOALS">
      <GoalsStepForm />
    </ProfileWizardStep>
  );
}

/** /user/profile/edit/2 */
export function BusinessStepPage() {
  return (
    <ProfileWizardStep step="BUSINESS">
      <BusinessStepForm />
    </ProfileWizardStep>
  );
}

/** /user/profile/edit/3 */
export function DemographicsStepPage() {
  return (
    <ProfileWizardStep step="DEMOGRAPHICS">
      <DemographicsStepForm />
    </ProfileWizardStep>
  );
}

/** /user/profile/edit/4 */
export function ExperienceStepPage() {
  return (
    <ProfileWizardStep step="PREVIOUS_EXPERIENCE">
      <ExperienceStepForm />
    </ProfileWizardStep>
  );
}
