import { contentUseCases, type ContentUseCases } from '../../application/content/content-use-cases';
import { KyselyContactMessageRepository } from '../persistence/kysely-contact-message-repository';
import { KyselyNewsletterRepository } from '../persistence/kysely-newsletter-repository';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule } from './composition-module';

/** The public website's forms; their repositories need no transaction with other tables, so they sit outside the UoW. */
export const contentModule: CompositionModule<ContentUseCases> = {
  register(c) {
    c.register(
      tokens.newsletterRepository,
      singleton((r) => new KyselyNewsletterRepository(kysely(r))),
    );
    c.register(
      tokens.contactMessageRepository,
      singleton((r) => new KyselyContactMessageRepository(kysely(r))),
    );
  },
  useCases: (r, { config }) =>
    contentUseCases({
      clock: r.resolve(tokens.clock),
      ids: r.resolve(tokens.ids),
      mailer: r.resolve(tokens.mailer),
      opaqueTokens: r.resolve(tokens.opaqueTokens),
      newsletter: r.resolve(tokens.newsletterRepository),
      contactMessages: r.resolve(tokens.contactMessageRepository),
      appUrl: config.publicUrl,
      contactEmail: config.contactEmail,
    }),
};
