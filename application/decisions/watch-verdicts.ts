import type { UserId, WebhookDeliveryId } from '../../domain/shared/ids';
import { decisionAction, decisiveFacts, verdictKey, type DecisionAction } from '../../domain/statistics/verdict-change';
import { decisiveVerdictWords } from '../../domain/statistics/verdict-text-rules';
import type { Clock } from '../ports/clock';
import type { WatchedTest } from '../ports/decision-log';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { TestResultsSource } from '../ports/test-results-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeGetTestResults } from '../results/get-test-results';
import { decisionEmail, decisionEvent, type DecisionNotice } from './decision-messages';

export interface WatchReport {
  readonly testsChecked: number;
  /** Verdicts that changed to a decisive one: each told once, by email and to the owner's webhooks. */
  readonly decisionsTold: number;
  readonly emailsFailed: number;
}

/** Checks the verdicts of the tests given (ids as tracking has them), or of every test that may change when null. */
export type WatchVerdicts = (testIds: readonly string[] | null) => Promise<WatchReport>;

/**
 * Finds the tests whose verdict has changed to a decisive one (a winner, the control wins, no meaningful difference,
 * finished undecided, unreliable) and tells their owners once per change: an email with the verdict in the results
 * page's words and a link to the results, and an event to each of their webhooks. The test's choice of what happens
 * once decided (domain/ab-tests/when-decided.ts) is carried out in the same transaction as the change is recorded:
 * stopped or shipped, it takes no more visitors and charges nothing more.
 *
 * The change is recorded by a conditional write (DecisionLog.recordVerdict), so processes checking the same test at
 * once tell it once. A test the owner stopped or shipped meanwhile is left alone.
 */
export function makeWatchVerdicts(deps: {
  readonly uow: UnitOfWork;
  readonly source: TestResultsSource;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly appUrl: string;
  readonly rollupsChanges: RollupsChanges;
  /** Queues the sending of a new webhook delivery (the job queue); the sweep queues any it misses. */
  readonly enqueueDelivery: (deliveryId: WebhookDeliveryId) => Promise<void>;
}): WatchVerdicts {
  // The verdict alone: the outlook (the costliest figure) says nothing about a decision.
  const getResults = makeGetTestResults({ source: deps.source, clock: deps.clock, outlook: false });

  const check = async ({ userId, testId }: WatchedTest): Promise<'told' | 'email-failed' | 'unchanged'> => {
    const results = await getResults({ userId, via: 'access-token' }, testId);
    if (!results.ok) return 'unchanged';
    const facts = decisiveFacts(results.value.verdict);
    const now = deps.clock.now();
    const told = await deps.uow.run(async ({ tests, decisions, users, webhooks }) => {
      if (!(await tests.lockForChange(userId, testId))) return null;
      const test = await tests.find(userId, testId);
      if (test === null || test.stoppedAt !== null || test.shippedVariantId !== null) return null;
      if (!(await decisions.recordVerdict(testId, verdictKey(facts), now))) return null;
      if (facts === null) return null;
      let action: DecisionAction = decisionAction(test.whenDecided, facts);
      if (action.kind === 'ship') {
        const { variantNo } = action;
        const winner = test.variants.find((v) => v.variantNo === variantNo);
        if (winner === undefined) action = { kind: 'stop' };
        else await tests.ship(userId, testId, winner.id, now);
      }
      if (action.kind === 'stop') await tests.stop(userId, testId, now);
      const notice: DecisionNotice = {
        testId,
        testName: test.name,
        facts,
        words: decisiveVerdictWords(facts, {
          variantNos: test.variants.filter((v) => v.variantNo !== 0).map((v) => v.variantNo),
          minimumLift: results.value.minimumRelativeLift,
        }),
        action,
        at: now,
      };
      const deliveries = await webhooks.queueForOwner(
        userId,
        decisionEvent(notice, deps.appUrl, deps.ids.next()),
        now,
        () => deps.ids.next() as WebhookDeliveryId,
      );
      const owner = await users.findById(userId);
      return { notice, deliveries, email: owner?.email ?? null, changedTest: action.kind !== 'none' };
    });
    if (told === null) return 'unchanged';
    if (told.changedTest) deps.rollupsChanges.ownerChanged(userId as UserId);
    for (const delivery of told.deliveries) {
      // A job lost here is queued by the sweep of pending deliveries.
      await deps.enqueueDelivery(delivery).catch(() => undefined);
    }
    if (told.email === null) return 'told';
    try {
      await deps.mailer.send(decisionEmail(told.email, told.notice, deps.appUrl));
      return 'told';
    } catch {
      // The mailer has logged why; the change is recorded, so it is not told twice.
      return 'email-failed';
    }
  };

  return async (testIds) => {
    const watched = await deps.uow.read(({ decisions }) => decisions.testsToWatch(deps.clock.now(), testIds));
    let report: WatchReport = { testsChecked: 0, decisionsTold: 0, emailsFailed: 0 };
    for (const test of watched) {
      const outcome = await check(test);
      report = {
        testsChecked: report.testsChecked + 1,
        decisionsTold: report.decisionsTold + (outcome === 'unchanged' ? 0 : 1),
        emailsFailed: report.emailsFailed + (outcome === 'email-failed' ? 1 : 0),
      };
    }
    return report;
  };
}
