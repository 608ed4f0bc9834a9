import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProfileSummary } from '../../../features/profile/profile-summary';
import { profileAnswersQueryOptions } from '../../../features/profile/profile-queries';
import { stepInfo } from '../../../features/profile/profile-steps';
import '../../../styles/tests.css';
import '../../../styles/profile.css';

/** /user/profile: the owner's answers, step by step, and the way into the wizard where they left off. */
export function ProfilePage() {
  const progress = useSuspenseQuery(profileAnswersQueryOptions()).data.avatarProfileProgress;
  const resume = stepInfo(progress.stepToResume);
  return (
    <div className="page page--medium profile-page">
      <h1>Your profile</h1>
      <p className="lead">
        Tell us about your goals, your business and yourself, so that we can suggest tests that suit your site.
      </p>
      <div className="button-row">
        <Link to={resume.path} className="button button--primary">
          {progress.complete ? 'Edit profile' : 'Complete your profile'}
        </Link>
      </div>
      <ProfileSummary />
    </div>
  );
}
