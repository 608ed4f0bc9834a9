import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { FormProblems } from '../../components/forms/form-problems';
import type { WhenDecided } from '../../gql/graphql';
import { updateTest } from './edit-test/update-test';
import { testsQueryKey } from './test-queries';

/** The choices as the owner reads them, the default first. */
export const whenDecidedOptions: readonly { readonly value: WhenDecided; readonly label: string }[] = [
  { value: 'STOP_AND_TELL', label: 'Stop and tell me' },
  { value: 'SHIP_WINNER', label: 'Ship the winner' },
  { value: 'KEEP_RUNNING', label: 'Keep running' },
];

export const whenDecidedHint: Record<WhenDecided, string> = {
  STOP_AND_TELL: 'no more sessions are charged, and you get an email.',
  SHIP_WINNER: 'a winner is served to every visitor at no cost; otherwise the test stops. You get an email.',
  KEEP_RUNNING: 'you get an email, and the test keeps charging sessions until its maximum or end date.',
};

/** One line: "When decided: [choice]", with what the choice means beside it. */
export function WhenDecidedSelect({
  value,
  onChange,
  disabled = false,
}: {
  value: WhenDecided;
  onChange: (value: WhenDecided) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <p className="when-decided">
      <label htmlFor={id} className="field__label">
        When decided
      </label>{' '}
      <select
        id={id}
        className="field__input when-decided__select"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = whenDecidedOptions.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {whenDecidedOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>{' '}
      <span className="field__hint when-decided__hint">{whenDecidedHint[value]}</span>
    </p>
  );
}

/** On the test page: the choice, saved as soon as it changes. */
export function WhenDecidedChoice({ testId, value }: { testId: string; value: WhenDecided }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const save = useMutation({
    mutationFn: (whenDecided: WhenDecided) => updateTest({ id: testId, whenDecided }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsQueryKey }),
  });
  return (
    <div>
      <WhenDecidedSelect
        value={save.isPending && save.variables !== undefined ? save.variables : value}
        disabled={save.isPending}
        onChange={(whenDecided) => {
          setProblems([]);
          save.mutate(whenDecided, { onError: (error) => setProblems(serverProblems(error)) });
        }}
      />
      <FormProblems problems={problems} />
    </div>
  );
}
