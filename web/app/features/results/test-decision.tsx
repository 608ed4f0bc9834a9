import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { ConfirmedActionButton } from '../../components/dialog/confirmed-action-button';
import type { TestStatus, VerdictAction } from '../../gql/graphql';
import { activateTest, shipWinner, stopTest, undoShipWinner } from '../tests/test-mutations';
import { testsQueryKey } from '../tests/test-queries';
import { variantLetter, variantTitle } from './variant-letter';

interface DecisionVariant {
  readonly id: string;
  readonly name: string;
  readonly variantNo: number;
}

export interface TestDecisionProps {
  readonly testId: string;
  readonly status: TestStatus;
  readonly variants: readonly DecisionVariant[];
  readonly shippedVariantId: string | null;
  /** The verdict's winner, offered first; null when the verdict names none. */
  readonly winnerNo: number | null;
  /** What the verdict advises: its action is the primary button, the other secondary. */
  readonly action: VerdictAction;
  /**
   * A difference already beyond doubt waits for the test's first full week (the verdict's waitingForFullWeek): the
   * owner may still decide now, and is told what that risks before confirming.
   */
  readonly waitingForFullWeek: boolean;
}

/** Said before an owner stops or ships within the first week on a difference the verdict holds back. */
export const earlyDecisionWarning =
  ' The difference is beyond doubt already, but the test has not run a full week: visitors differ from one weekday to the next, and a lift this early is likely larger than the true one.';

const emphasis = (recommended: boolean): string =>
  recommended ? 'button button--primary' : 'button button--secondary';

/**
 * Acting on the verdict: stop the test, or ship a variant (served to every visitor by the same script, untested and
 * at no cost), and take either back. Each change asks first, since it changes what every visitor sees.
 */
export function TestDecision(props: TestDecisionProps) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const refresh = async (message: string): Promise<void> => {
    setDone(message);
    await queryClient.invalidateQueries({ queryKey: testsQueryKey });
  };
  const shipped = props.variants.find((v) => v.id === props.shippedVariantId);

  return (
    <div className="test-decision">
      {shipped !== undefined ? (
        <ShippedWinner testId={props.testId} shipped={shipped} onDone={refresh} />
      ) : (
        <>
          {props.status === 'STOPPED' ? (
            <Stopped testId={props.testId} onDone={refresh} />
          ) : (
            <StopButton
              testId={props.testId}
              recommended={props.action === 'STOP'}
              early={props.waitingForFullWeek}
              onDone={refresh}
            />
          )}
          <ShipForm {...props} onDone={refresh} />
        </>
      )}
      <div aria-live="polite">{done !== null && <Notice kind="success">{done}</Notice>}</div>
    </div>
  );
}

type Done = (message: string) => Promise<void>;

interface StopButtonProps {
  readonly testId: string;
  readonly recommended: boolean;
  readonly early: boolean;
  readonly onDone: Done;
}

function StopButton({ testId, recommended, early, onDone }: StopButtonProps) {
  return (
    <ConfirmedActionButton
      label="Stop the test"
      className={emphasis(recommended)}
      title="Stop this test?"
      description={
        <p>
          Visitors will see the original page and no more sessions are used. The results so far are kept. You can start
          the test again from its page.
          {early && earlyDecisionWarning}
        </p>
      }
      confirmLabel="Stop the test"
      confirmingLabel="Stopping…"
      onConfirm={async () => {
        await stopTest(testId);
      }}
      onDone={() => onDone('The test is stopped: visitors see the original page.')}
    />
  );
}

function Stopped({ testId, onDone }: { testId: string; onDone: Done }) {
  return (
    <div className="test-decision__state">
      The test is stopped: visitors see the original page.{' '}
      <ConfirmedActionButton
        label="Resume the test"
        className="button button--secondary"
        title="Resume this test?"
        description={<p>Visitors take part again, and each new one uses a test session.</p>}
        confirmLabel="Resume the test"
        confirmingLabel="Resuming…"
        onConfirm={async () => {
          await activateTest(testId);
        }}
        onDone={() => onDone('The test is running again.')}
      />
    </div>
  );
}

function ShipForm({
  testId,
  variants,
  winnerNo,
  action,
  waitingForFullWeek,
  onDone,
}: TestDecisionProps & { onDone: Done }) {
  const choices = variants.filter((v) => v.variantNo !== 0);
  const preferred = choices.find((v) => v.variantNo === winnerNo) ?? choices[0];
  const [chosenId, setChosenId] = useState(preferred?.id ?? '');
  const selectId = useId();
  const chosen = choices.find((v) => v.id === chosenId) ?? preferred;
  if (chosen === undefined) return null;
  return (
    <div className="test-decision__ship">
      <label htmlFor={selectId}>Variant to ship</label>
      <select id={selectId} value={chosen.id} onChange={(event) => setChosenId(event.target.value)}>
        {choices.map((v) => (
          <option key={v.id} value={v.id}>
            {variantTitle(v)}
            {v.variantNo === winnerNo ? ' (the winner)' : ''}
          </option>
        ))}
      </select>
      <ConfirmedActionButton
        label={`Ship ${variantLetter(chosen.variantNo)}`}
        className={emphasis(action === 'SHIP')}
        title={`Ship variant ${variantLetter(chosen.variantNo)} to every visitor?`}
        description={
          <p>
            Every visitor of the page will see <strong>{variantTitle(chosen)}</strong>, served by the same tracking
            script. The test stops: nobody is enrolled and no sessions are used, so running a winner costs nothing. You
            can undo this.
            {action === 'INVESTIGATE' &&
              ' The results are unreliable (see the verdict): they may not show what they seem to.'}
            {waitingForFullWeek
              ? earlyDecisionWarning
              : action !== 'SHIP' && action !== 'INVESTIGATE' && ' The results do not show this variant to be better.'}
          </p>
        }
        confirmLabel={`Ship ${variantLetter(chosen.variantNo)}`}
        confirmingLabel="Shipping…"
        onConfirm={async () => {
          await shipWinner(testId, chosen.id);
        }}
        onDone={() => onDone(`Variant ${variantLetter(chosen.variantNo)} is now shown to every visitor.`)}
      />
    </div>
  );
}

function ShippedWinner({ testId, shipped, onDone }: { testId: string; shipped: DecisionVariant; onDone: Done }) {
  return (
    <div className="test-decision__state">
      <strong>{variantTitle(shipped)}</strong> is shipped: every visitor of the page sees it, untested and at no cost.{' '}
      <ConfirmedActionButton
        label="Undo shipping"
        className="button button--secondary"
        title="Undo shipping?"
        description={<p>Visitors will see the original page again. The test stays stopped.</p>}
        confirmLabel="Undo shipping"
        confirmingLabel="Undoing…"
        onConfirm={async () => {
          await undoShipWinner(testId);
        }}
        onDone={() => onDone('Shipping is undone: visitors see the original page.')}
      />
    </div>
  );
}
