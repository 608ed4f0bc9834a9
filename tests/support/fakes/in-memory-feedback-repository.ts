import type { FeedbackRepository } from '../../../application/ports/feedback-repository';
import type { UserFeedback } from '../../../domain/feedback/feedback';

/** Keeps feedback in a list, in the order it came. */
export class InMemoryFeedbackRepository implements FeedbackRepository {
  readonly rows: UserFeedback[] = [];

  async add(feedback: UserFeedback): Promise<void> {
    this.rows.push(feedback);
  }
}
