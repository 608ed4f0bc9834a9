import { describe, expect, it } from 'vitest';
import {
  listPageSize,
  pageAfterEmptying,
  pageCount,
  pageNumbers,
  pagePath,
  pageWindow,
} from '../../../web/app/components/navigation/pagination';

describe('page counts', () => {
  it('lists ten rows a page', () => {
    expect(listPageSize).toBe(10);
  });

  it.each([
    ['an empty list still has its one page', 0, 1],
    ['one row', 1, 1],
    ['a full page', 10, 1],
    ['one row over a page', 11, 2],
    ['twenty-five rows', 25, 3],
    ['exactly three pages', 30, 3],
  ])('%s', (_name, total, expected) => {
    expect(pageCount(total)).toBe(expected);
  });

  it('counts with another page size', () => {
    expect(pageCount(25, 20)).toBe(2);
  });
});

describe('page windows', () => {
  it.each([
    [1, { limit: 10, skip: 0 }],
    [2, { limit: 10, skip: 10 }],
    [3, { limit: 10, skip: 20 }],
  ])('page %i fetches %o', (page, expected) => {
    expect(pageWindow(page)).toEqual(expected);
  });
});

describe('page paths', () => {
  it.each([
    [1, '/user/websites'],
    [2, '/user/websites/page/2'],
    [13, '/user/websites/page/13'],
  ])('page %i is at %s', (page, expected) => {
    expect(pagePath('/user/websites', page)).toBe(expected);
  });

  it('goes back a page when the only row of a page is deleted, but never before the first', () => {
    expect(pageAfterEmptying(3)).toBe(2);
    expect(pageAfterEmptying(1)).toBe(1);
  });
});

describe('page numbers offered', () => {
  it.each([
    ['a few pages, all of them', 1, 3, [1, 2, 3]],
    ['seven pages from the middle, all of them', 4, 7, [1, 2, 3, 4, 5, 6, 7]],
    ['many pages from the start', 1, 20, [1, 2, 3, null, 20]],
    ['many pages from the middle', 10, 20, [1, null, 8, 9, 10, 11, 12, null, 20]],
    ['many pages from the end', 20, 20, [1, null, 18, 19, 20]],
    ['a gap of one page shows the page itself', 5, 20, [1, 2, 3, 4, 5, 6, 7, null, 20]],
    ['a single page', 1, 1, [1]],
  ])('%s', (_name, current, count, expected) => {
    expect(pageNumbers(current, count)).toEqual(expected);
  });
});
