import type { ContactMessage } from '../../domain/contact/contact-message';

/** Where messages from the contact form are kept, so none is lost when its email is. */
export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<void>;
}
