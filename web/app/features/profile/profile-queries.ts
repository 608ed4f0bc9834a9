import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const ProfileAnswersQuery = graphql(`
  query ProfileAnswers {
    avatarGoal {
      goalCategoryId
      otherGoalCategory
      goalComment
      improvements
      useCase
      siteConcerns
    }
    avatarBusiness {
      businessName
      industryId
      otherIndustry
      monthlyWebsiteTrafficId
      numEmployees
      primaryObjectiveId
      otherPrimaryObjective
    }
    avatarDemographics {
      nickname
      gender
      dob
      countryId
      educationLevelId
      jobCategoryId
      otherJobCategory
      businessPosition
      techSavvy
    }
    avatarPreviousExperience {
      competitorIds
      otherCompetitor
      notes
    }
    avatarProfileProgress {
      savedSteps
      stepToResume
      complete
    }
  }
`);

const ProfileOptionsQuery = graphql(`
  query ProfileOptions {
    getAvailableAvatarGoals {
      id
      goalName
    }
    getAvatarBusinessIndustries {
      id
      name
    }
    getAvatarBusinessTrafficOptions {
      id
      name
    }
    getAvatarBusinessWebsiteObjectives {
      id
      name
    }
    countries {
      id
      name
    }
    educationLevels {
      id
      name
    }
    jobCategories {
      id
      name
    }
    competitors {
      id
      name
    }
  }
`);

/** The owner's answers and progress: every profile mutation refreshes this prefix. */
export const profileAnswersQueryKey = ['profile', 'answers'] as const;

/** Every step's saved answers (null where not saved yet) and where the wizard resumes. */
export function profileAnswersQueryOptions() {
  return queryOptions({ queryKey: profileAnswersQueryKey, queryFn: () => requestGraphql(ProfileAnswersQuery) });
}

/**
 * The wizard's lookup lists. They are seeded with the database and change only with a release, so they are
 * fetched once per visit rather than refreshed like the answers.
 */
export function profileOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['profileOptions'],
    queryFn: () => requestGraphql(ProfileOptionsQuery),
    staleTime: Infinity,
  });
}
