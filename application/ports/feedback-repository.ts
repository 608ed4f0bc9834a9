import type { UserFeedback } from '../../domain/feedback/feedback';

/** Where feedback from the modal is kept. */
export interface FeedbackRepository {
  add(feedback: UserFeedback): Promise<void>;
}
