import { newTestSteps, type StepId } from './new-test-draft';

/** Where the flow is: every step by name, the current one marked for screen readers (aria-current="step"). */
export function StepIndicator({ current }: { current: StepId }) {
  const currentIndex = newTestSteps.findIndex((step) => step.id === current);
  return (
    <ol className="step-indicator" aria-label="Steps">
      {newTestSteps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li
            key={step.id}
            className={`step-indicator__step step-indicator__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="step-indicator__label">{step.label}</span>
            {state === 'done' && <span className="visually-hidden"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
