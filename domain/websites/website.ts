import type { UserId, WebsiteId } from '../shared/ids';

/** A site an owner tests on, identified by its origin (`https://shop.example`). */
export interface Website {
  readonly id: WebsiteId;
  readonly userId: UserId;
  readonly url: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastModified: Date;
}
