import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCount } from '../../format/format-count';
import type { AvatarProfileStep } from '../../gql/graphql';
import { formatCalendarDate } from './calendar-date';
import { genderOptions } from './demographics-fields';
import { otherOptionId } from './other-option';
import { profileAnswersQueryOptions, profileOptionsQueryOptions } from './profile-queries';
import { stepInfo } from './profile-steps';

type Options = readonly { readonly id: string; readonly name: string }[];

/** A lookup answer by its name; "Other" by what the owner said it is. */
function named(options: Options, id: string, otherText?: string | null): string {
  if (id === otherOptionId && otherText) return `Other: ${otherText}`;
  return options.find((option) => option.id === id)?.name ?? 'Unknown';
}

/** "4 out of 5", with the scale's words at its ends: "1 out of 5 (not at all)". */
function techSavvyText(level: number): string {
  const words = level === 1 ? ' (not at all)' : level === 5 ? ' (very)' : '';
  return `${level} out of 5${words}`;
}

const orNone = (text: string): string => (text.trim() === '' ? 'None given' : text);

function Answers({ rows }: { rows: readonly (readonly [label: string, answer: ReactNode])[] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, answer]) => (
        <div key={label} className="summary-list__row">
          <dt>{label}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One step's answers under its heading, or "Not filled in yet", with a link to change them. */
function StepSection({ step, children }: { step: AvatarProfileStep; children: ReactNode | null }) {
  const info = stepInfo(step);
  const headingId = `profile-${step.toLowerCase()}`;
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <div className="profile-section__header">
        <h2 id={headingId}>{info.title}</h2>
        <Link to={info.path} className="profile-section__change">
          {children === null ? 'Fill in' : 'Change'}
          <span className="visually-hidden"> {info.title.toLowerCase()}</span>
        </Link>
      </div>
      {children ?? <p className="profile-section__empty">Not filled in yet</p>}
    </section>
  );
}

/** The owner's profile as a readable summary: names rather than ids, dates as dd/mm/yyyy. */
export function ProfileSummary() {
  const answers = useSuspenseQuery(profileAnswersQueryOptions()).data;
  const options = useSuspenseQuery(profileOptionsQueryOptions()).data;
  const { avatarGoal: goal, avatarBusiness: business, avatarDemographics: about } = answers;
  const experience = answers.avatarPreviousExperience;
  const goalNames = options.getAvailableAvatarGoals.map((option) => ({ id: option.id, name: option.goalName }));
  const tools = (ids: readonly string[], other: string | null | undefined): string =>
    ids.length === 0 ? 'None' : ids.map((id) => named(options.competitors, id, other)).join(', ');

  return (
    <>
      <StepSection step="GOALS">
        {goal && (
          <Answers
            rows={[
              ['Main goal', named(goalNames, goal.goalCategoryId, goal.otherGoalCategory)],
              ['More about this goal', goal.goalComment],
              ['What you would most like to improve', goal.improvements],
              ['How you plan to use Splitpenny', goal.useCase],
              ['Concerns about your website', orNone(goal.siteConcerns)],
            ]}
          />
        )}
      </StepSection>
      <StepSection step="BUSINESS">
        {business && (
          <Answers
            rows={[
              ['Business name', business.businessName],
              ['Industry', named(options.getAvatarBusinessIndustries, business.industryId, business.otherIndustry)],
              [
                'Monthly website traffic',
                named(options.getAvatarBusinessTrafficOptions, business.monthlyWebsiteTrafficId),
              ],
              ['Number of employees', formatCount(business.numEmployees)],
              [
                'Main objective of your website',
                named(
                  options.getAvatarBusinessWebsiteObjectives,
                  business.primaryObjectiveId,
                  business.otherPrimaryObjective,
                ),
              ],
            ]}
          />
        )}
      </StepSection>
      <StepSection step="DEMOGRAPHICS">
        {about && (
          <Answers
            rows={[
              ['Nickname', about.nickname],
              ['Gender', genderOptions.find((option) => option.value === about.gender)?.label ?? about.gender],
              ['Date of birth', formatCalendarDate(about.dob)],
              ['Country', named(options.countries, about.countryId)],
              ['Highest level of education', named(options.educationLevels, about.educationLevelId)],
              ['Job category', named(options.jobCategories, about.jobCategoryId, about.otherJobCategory)],
              ['Position in the business', about.businessPosition],
              ['Comfort with technology', techSavvyText(about.techSavvy)],
            ]}
          />
        )}
      </StepSection>
      <StepSection step="PREVIOUS_EXPERIENCE">
        {experience && (
          <Answers
            rows={[
              ['A/B testing tools used before', tools(experience.competitorIds, experience.otherCompetitor)],
              ['Notes', orNone(experience.notes)],
            ]}
          />
        )}
      </StepSection>
    </>
  );
}
