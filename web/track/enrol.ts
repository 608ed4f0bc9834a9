import type { EnrolmentAnswer, EnrolmentRequest } from '../../domain/tracking/tracking-protocol';
import { withdraw } from './applied-variants';
import { toJson } from './json';
import { device, tests } from './page-view';
import { request, send } from './send';
import { enrolledKey, readJson, write } from './storage';
import { guard, later, site, visitor } from './tracker';

const remembered = 200;
/** Tests this browser was enrolled in, oldest first; read when first needed. */
let enrolled: string[] | undefined;

/**
 * Enters the visitor in a test once they were exposed to their variant (once per browser: the server deduplicates
 * too), and tracks the test on this page once the server agrees. A test that takes no visitors now shows the
 * original. When leaving the page the enrolment goes at once, unanswered. Held for consent, an enrolment is
 * dropped if the visitor has left its page view by then: they never saw the variant with consent given.
 */
export function enrol(test: string, variant: string, leaving?: boolean): void {
  const known = (enrolled = enrolled || readJson<string[]>(enrolledKey) || []);
  const here = tests;
  if (known.includes(test)) {
    here.push(test);
    return;
  }
  const body: EnrolmentRequest = { site, test, variant, visitor, device };
  if (leaving) return send('enrol', body);
  later(() => {
    if (here !== tests) return;
    request('enrol', body)
      .then((response) => response.json())
      .then(
        guard((answer: EnrolmentAnswer) => {
          if (answer.status !== 'enrolled' && answer.status !== 'returning') return withdraw(test);
          known.push(test);
          write(enrolledKey, toJson(known.slice(-remembered)));
          here.push(test);
        }),
        guard(() => withdraw(test)),
      );
  });
}
