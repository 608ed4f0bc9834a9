import { feedbackLimitPerUser } from '../../domain/feedback/feedback';
import { makeCreateUserFeedback } from '../feedback/create-user-feedback';
import type { Clock } from '../ports/clock';
import type { FeedbackRepository } from '../ports/feedback-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { ProfileLookups } from '../ports/profile-lookups';
import type { ProfileRepository } from '../ports/profile-repository';
import type { RateLimiter } from '../ports/rate-limiter';
import { makeProfileQueries } from './profile-queries';
import { makeProfileStepSaves } from './save-profile-step';

export interface ProfilePorts {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly limiter: RateLimiter;
  readonly profiles: ProfileRepository;
  readonly lookups: ProfileLookups;
  readonly feedback: FeedbackRepository;
}

/** What an owner tells about themselves: the profile wizard's steps, and feedback on the product. */
export function profileUseCases(ports: ProfilePorts) {
  const { profiles, lookups, clock } = ports;
  return {
    ...makeProfileQueries({ profiles, lookups }),
    ...makeProfileStepSaves({ profiles, lookups, clock }),
    createUserFeedback: makeCreateUserFeedback({
      feedback: ports.feedback,
      limiter: ports.limiter,
      clock,
      ids: ports.ids,
      limit: feedbackLimitPerUser,
    }),
  };
}

export type ProfileUseCases = ReturnType<typeof profileUseCases>;
