import type { UserId, WebsiteId } from '../../domain/shared/ids';
import type { Website } from '../../domain/websites/website';
import type { PagedList, Paging } from '../paging';

/** Every method is scoped to one owner: another owner's ids simply match nothing. */
export interface WebsiteRepository {
  list(userId: UserId, paging: Paging): Promise<PagedList<Website>>;
  find(userId: UserId, id: WebsiteId): Promise<Website | null>;
  findMany(userId: UserId, ids: readonly WebsiteId[]): Promise<readonly Website[]>;
  /** False when the owner has a website with this URL already (nothing written). */
  insert(website: Website): Promise<boolean>;
  /** 'taken' when another of the owner's websites has the URL. */
  update(website: Website): Promise<'updated' | 'not-found' | 'taken'>;
  /** Deletes it with its pages, their tests and variants. */
  delete(userId: UserId, id: WebsiteId): Promise<boolean>;
}
