import type { Viewer } from '../../domain/accounts/viewer';
import type { ProfileAnswers } from '../../domain/profile/profile-answers';
import type { ProfileStep } from '../../domain/profile/profile-step';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { ProfileLookups } from '../ports/profile-lookups';
import type { ProfileRepository, ProfileStepStores } from '../ports/profile-repository';
import type { ChoiceField, ProfileError } from './profile-error';
import { stepRules, type Choice } from './step-rules';

/** Saves one step's answers; answers the step as saved (other texts trimmed, or null where they do not apply). */
export type SaveProfileStep<Step extends ProfileStep> = (
  viewer: Viewer,
  answers: ProfileAnswers[Step],
) => Promise<Result<ProfileAnswers[Step], ProfileError>>;

interface Deps {
  readonly profiles: ProfileRepository;
  readonly lookups: ProfileLookups;
  readonly clock: Clock;
}

/** The first choice (in form order) with an id its list does not have, if any. */
async function firstUnknownChoice(lookups: ProfileLookups, choices: readonly Choice[]): Promise<ChoiceField | null> {
  const unknown = await Promise.all(
    choices.map(async (choice) => (await lookups.unknownIds(choice.list, choice.ids)).length > 0),
  );
  return choices.find((_choice, index) => unknown[index])?.field ?? null;
}

/**
 * A step's first save (`create`: StepAlreadySaved when it exists) or its replacement in full (`update`:
 * StepNotSaved before the first). The domain's rules come first, then every choice must be in its list.
 */
export function makeSaveProfileStep<Step extends ProfileStep>(
  deps: Deps,
  step: Step,
  mode: 'create' | 'update',
): SaveProfileStep<Step> {
  const rules = stepRules[step];
  // Read through the mapped type, so that the store's answers are the step's own (not a union of every step's).
  const stores: ProfileStepStores = deps.profiles;
  const store = stores[step];
  return async (viewer, answers) => {
    const now = deps.clock.now();
    const checked = rules.check(answers, now);
    if (!checked.ok) return checked;
    const unknownField = await firstUnknownChoice(deps.lookups, rules.choices(checked.value));
    if (unknownField !== null) return fail({ kind: 'UnknownChoice', field: unknownField });
    if (mode === 'create') {
      const added = await store.add(viewer.userId, checked.value, now);
      return added ? ok(checked.value) : fail({ kind: 'StepAlreadySaved', step });
    }
    const replaced = await store.replace(viewer.userId, checked.value, now);
    return replaced ? ok(checked.value) : fail({ kind: 'StepNotSaved', step });
  };
}

/** Create and update of every step, as the GraphQL mutations name them. */
export function makeProfileStepSaves(deps: Deps) {
  return {
    createAvatarGoal: makeSaveProfileStep(deps, 'goals', 'create'),
    updateAvatarGoal: makeSaveProfileStep(deps, 'goals', 'update'),
    createAvatarBusiness: makeSaveProfileStep(deps, 'business', 'create'),
    updateAvatarBusiness: makeSaveProfileStep(deps, 'business', 'update'),
    createAvatarDemographics: makeSaveProfileStep(deps, 'demographics', 'create'),
    updateAvatarDemographics: makeSaveProfileStep(deps, 'demographics', 'update'),
    createAvatarPreviousExperience: makeSaveProfileStep(deps, 'previousExperience', 'create'),
    updateAvatarPreviousExperience: makeSaveProfileStep(deps, 'previousExperience', 'update'),
  };
}
