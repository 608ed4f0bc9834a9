import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AvatarProfileStep } from '../../gql/graphql';
import { profileAnswersQueryKey } from './profile-queries';
import { pathAfter } from './profile-steps';

/**
 * Next: saves the step, refreshes the profile (so the next step, and the profile page, show what was saved) and
 * moves on. A refusal throws before moving, for the form to show under its fields.
 */
export function useSaveStep(step: AvatarProfileStep): (save: () => Promise<void>) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (save) => {
    await save();
    await queryClient.invalidateQueries({ queryKey: profileAnswersQueryKey });
    await navigate({ to: pathAfter(step) });
  };
}
