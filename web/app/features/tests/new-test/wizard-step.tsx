import { useEffect, useRef, type ReactNode } from 'react';
import { newTestSteps, type StepId } from './new-test-draft';

/**
 * One step's frame: its heading ("Step 2 of 4 Describe the test") and its content. When the user moves to it
 * from another step, focus goes to the heading, so a screen reader announces where they are now and the next Tab
 * starts at the top of the step rather than wherever the old step's button was.
 */
export function WizardStep({
  step,
  focusHeading,
  children,
}: {
  step: StepId;
  focusHeading: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = newTestSteps.findIndex((candidate) => candidate.id === step);
  const heading = newTestSteps[index]?.heading ?? '';

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section className="wizard__step" aria-labelledby={`wizard-step-${step}`}>
      <h2 className="wizard__heading" id={`wizard-step-${step}`} ref={headingRef} tabIndex={-1}>
        <span className="wizard__step-count">
          Step {index + 1} of {newTestSteps.length}
        </span>{' '}
        {heading}
      </h2>
      {children}
    </section>
  );
}
