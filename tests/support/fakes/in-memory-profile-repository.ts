import type { ProfileRepository, ProfileStepStore } from '../../../application/ports/profile-repository';
import type { ProfileAnswers } from '../../../domain/profile/profile-answers';
import { profileSteps, type ProfileStep } from '../../../domain/profile/profile-step';
import type { UserId } from '../../../domain/shared/ids';

/** One step's answers by owner; copies go in and out, so a caller's later change never reaches the store. */
class InMemoryStepStore<Answers> implements ProfileStepStore<Answers> {
  readonly rows = new Map<UserId, Answers>();

  async find(userId: UserId): Promise<Answers | null> {
    const row = this.rows.get(userId);
    return row === undefined ? null : structuredClone(row);
  }

  async add(userId: UserId, answers: Answers): Promise<boolean> {
    if (this.rows.has(userId)) return false;
    this.rows.set(userId, structuredClone(answers));
    return true;
  }

  async replace(userId: UserId, answers: Answers): Promise<boolean> {
    if (!this.rows.has(userId)) return false;
    this.rows.set(userId, structuredClone(answers));
    return true;
  }
}

export class InMemoryProfileRepository implements ProfileRepository {
  readonly goals = new InMemoryStepStore<ProfileAnswers['goals']>();
  readonly business = new InMemoryStepStore<ProfileAnswers['business']>();
  readonly demographics = new InMemoryStepStore<ProfileAnswers['demographics']>();
  readonly previousExperience = new InMemoryStepStore<ProfileAnswers['previousExperience']>();

  async savedSteps(userId: UserId): Promise<readonly ProfileStep[]> {
    return profileSteps.filter((step) => this[step].rows.has(userId));
  }
}
