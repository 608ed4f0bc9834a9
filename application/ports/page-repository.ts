import type { PageId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { Page } from '../../domain/websites/page';
import type { PagedList, Paging } from '../paging';

export interface PageRepository {
  /** The owner's pages, of one website when `websiteId` is given. */
  list(userId: UserId, websiteId: WebsiteId | null, paging: Paging): Promise<PagedList<Page>>;
  find(userId: UserId, id: PageId): Promise<Page | null>;
  /** False when the website has a page with this URL already. */
  insert(page: Page): Promise<boolean>;
  update(page: Page): Promise<'updated' | 'not-found' | 'taken'>;
  /** Rewrites the addresses of a website's pages from one origin to another (the website's address changed). */
  moveToOrigin(userId: UserId, websiteId: WebsiteId, from: string, to: string, at: Date): Promise<void>;
  /** Deletes it with its tests and their variants. */
  delete(userId: UserId, id: PageId): Promise<boolean>;
}
