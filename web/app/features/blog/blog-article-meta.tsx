import { formatCalendarDate } from '../../format/format-calendar-date';

/** The line under an article's title, on the index and on the article itself: when, and how long it takes. */
export function BlogArticleMeta({
  date,
  updated,
  readingMinutes,
}: {
  date: string;
  updated?: string | undefined;
  readingMinutes: number;
}) {
  return (
    <p className="blog-meta">
      <time dateTime={date}>{formatCalendarDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      <span>{readingMinutes} min read</span>
      {updated !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span>
            Updated <time dateTime={updated}>{formatCalendarDate(updated)}</time>
          </span>
        </>
      )}
    </p>
  );
}
