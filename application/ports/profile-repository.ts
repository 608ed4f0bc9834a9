import type { ProfileAnswers } from '../../domain/profile/profile-answers';
import type { ProfileStep } from '../../domain/profile/profile-step';
import type { UserId } from '../../domain/shared/ids';

/** One wizard step's answers, one row (set) per owner; every method is of that one owner. */
export interface ProfileStepStore<Answers> {
  find(userId: UserId): Promise<Answers | null>;
  /** Saves the first answers; false (and nothing written) when the owner has saved this step already. */
  add(userId: UserId, answers: Answers, at: Date): Promise<boolean>;
  /** Replaces the answers in full; false when the owner has not saved this step yet. Each call is atomic. */
  replace(userId: UserId, answers: Answers, at: Date): Promise<boolean>;
}

/** A store per wizard step, typed by its step. */
export type ProfileStepStores = { readonly [Step in ProfileStep]: ProfileStepStore<ProfileAnswers[Step]> };

/** The owner profile ("avatar"): a store per wizard step. */
export interface ProfileRepository extends ProfileStepStores {
  /** The steps the owner has saved, in any order. */
  savedSteps(userId: UserId): Promise<readonly ProfileStep[]>;
}
