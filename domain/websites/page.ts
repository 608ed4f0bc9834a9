import type { PageId, UserId, WebsiteId } from '../shared/ids';

/** One address on a website that tests run on; its URL is on the website's origin. */
export interface Page {
  readonly id: PageId;
  readonly userId: UserId;
  readonly websiteId: WebsiteId;
  readonly name: string;
  readonly url: string;
  readonly createdAt: Date;
  readonly lastModified: Date;
}
