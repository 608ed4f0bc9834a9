import { emailLayout } from '../accounts/emails/email-layout';
import { appLink } from '../accounts/emails/app-link';
import { escapeHtml } from '../contact/emails/escape-html';
import type { TestId } from '../../domain/shared/ids';
import type { DecisionAction } from '../../domain/statistics/verdict-change';
import {
  variantLetter,
  type DecisiveVerdictFacts,
  type VerdictWords,
} from '../../domain/statistics/verdict-text-rules';
import type { EmailMessage } from '../ports/mailer';
import type { WebhookEvent } from '../ports/webhook-repository';

/** What a decision notice says: the test, its verdict in the results page's words, and what was done about it. */
export interface DecisionNotice {
  readonly testId: TestId;
  readonly testName: string;
  readonly facts: DecisiveVerdictFacts;
  readonly words: VerdictWords;
  readonly action: DecisionAction;
  readonly at: Date;
}

export const decisionEventType = 'test.decided';

export function resultsLink(appUrl: string, testId: TestId): string {
  return appLink(appUrl, `/user/tests/${encodeURIComponent(testId)}/results`);
}

/** What was done, in one sentence; null when nothing was. */
function actionSentence(action: DecisionAction): string | null {
  switch (action.kind) {
    case 'stop':
      return 'The test has stopped, as you chose: no more sessions are charged, and visitors see the original page.';
    case 'ship':
      return `${variantLetter(action.variantNo)} is shipped, as you chose: every visitor sees it, and no more sessions are charged.`;
    case 'none':
      return null;
  }
}

export function decisionEmail(to: string, notice: DecisionNotice, appUrl: string): EmailMessage {
  const link = resultsLink(appUrl, notice.testId);
  const done = actionSentence(notice.action);
  const subject = `${notice.testName}: ${notice.words.headline}`;
  return {
    to,
    subject,
    text: [
      `Your test ${notice.testName} has a verdict: ${notice.words.headline}.`,
      '',
      notice.words.detail,
      ...(done === null ? [] : ['', done]),
      '',
      notice.words.advice,
      '',
      `See the results: ${link}`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      escapeHtml(subject),
      `<p>Your test <strong>${escapeHtml(notice.testName)}</strong> has a verdict:
       <strong>${escapeHtml(notice.words.headline)}</strong>.</p>
       <p>${escapeHtml(notice.words.detail)}</p>
       ${done === null ? '' : `<p>${escapeHtml(done)}</p>`}
       <p>${escapeHtml(notice.words.advice)}</p>
       <p><a href="${escapeHtml(link)}">See the results</a></p>`,
    ),
  };
}

/** What `action` is called in a webhook body. */
const actionNames = { stop: 'stopped', ship: 'shipped', none: 'none' } as const;

/**
 * The event in each endpoint's form: a JSON body for signed webhooks (docs/operations.md, "Webhooks", lists its
 * fields) and a readable message for Slack.
 */
export function decisionEvent(notice: DecisionNotice, appUrl: string, eventId: string): WebhookEvent {
  const link = resultsLink(appUrl, notice.testId);
  const { facts, words } = notice;
  const signed = {
    id: eventId,
    type: decisionEventType,
    createdAt: notice.at.toISOString(),
    test: { id: notice.testId, name: notice.testName, resultsUrl: link },
    verdict: {
      kind: facts.kind,
      ...(facts.kind === 'winner' || facts.kind === 'control_wins' ? { chance: facts.chance } : {}),
      ...(facts.kind === 'winner' ? { variantNo: facts.variantNo, variant: variantLetter(facts.variantNo) } : {}),
      headline: words.headline,
      detail: words.detail,
      advice: words.advice,
    },
    action: actionNames[notice.action.kind],
  };
  const done = actionSentence(notice.action);
  const slackText = [
    `*${slackEscape(notice.testName)}*: ${slackEscape(words.headline)}`,
    slackEscape(words.detail),
    ...(done === null ? [] : [slackEscape(done)]),
    slackEscape(words.advice),
    `<${link}|See the results>`,
  ].join('\n');
  return {
    type: decisionEventType,
    bodies: { signed: JSON.stringify(signed), slack: JSON.stringify({ text: slackText }) },
  };
}

/** Slack's three control characters, escaped as its message format asks. */
function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
