import { useInternalLinkNavigation } from './use-internal-link-navigation';

/**
 * HTML compiled at build time from the project's own Markdown (web/app/content, scripts/vite-markdown.ts): trusted
 * content, never user input, so it is set as HTML. Clicks on its links to the site's own pages go through the
 * router (the handler only catches clicks bubbling up: the links themselves stay the focusable controls).
 */
export function MarkdownBody({ html }: { html: string }) {
  const followLink = useInternalLinkNavigation();
  return <div className="prose" onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
