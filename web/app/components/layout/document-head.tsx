import { useTags } from '@tanstack/react-router';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../prerender/use-hydrated';

type HeadTag = ReturnType<typeof useTags>[number];

function tagKey(tag: HeadTag): string {
  return JSON.stringify(tag);
}

function HeadElement({ tag }: { tag: HeadTag }) {
  switch (tag.tag) {
    case 'title':
      return <title>{tag.children}</title>;
    case 'meta':
      return <meta {...tag.attrs} />;
    case 'link':
      return <link {...tag.attrs} />;
    default:
      // Routes declare only titles, meta tags and links; scripts and styles come with the build, not a route.
      return null;
  }
}

/** The matched routes' head tags (title, description, robots, canonical), as the elements themselves. */
export function HeadTags() {
  const tags = useTags();
  return (
    <>
      {tags.map((tag) => (
        <HeadElement key={tagKey(tag)} tag={tag} />
      ))}
    </>
  );
}

/**
 * Keeps document.head in step with the page shown. A portal, not tags left where they are rendered: the shipped
 * renderer (Preact, see docs/decisions.md) does not move a <title> into the head as React 19 does. The prerender
 * writes the same tags into each page's HTML (prerender/render-page.tsx), so they exist before any script runs;
 * the portal follows from the render after hydration, so the first render matches that HTML.
 */
export function DocumentHead() {
  const hydrated = useHydrated();
  return hydrated ? createPortal(<HeadTags />, document.head) : null;
}
