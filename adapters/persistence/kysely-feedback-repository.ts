import type { Kysely } from 'kysely';
import type { FeedbackRepository } from '../../application/ports/feedback-repository';
import type { UserFeedback } from '../../domain/feedback/feedback';
import type { DatabaseSchema } from './database-schema';

/** Feedback rows in `user_feedback`, one insert each. */
export class KyselyFeedbackRepository implements FeedbackRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(feedback: UserFeedback): Promise<void> {
    await this.db
      .insertInto('user_feedback')
      .values({
        id: feedback.id,
        user_id: feedback.userId,
        comment: feedback.comment,
        rating: feedback.rating,
        created_at: feedback.createdAt,
      })
      .execute();
  }
}
