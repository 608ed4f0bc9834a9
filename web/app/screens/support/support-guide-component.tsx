import type { MarkdownLoader } from '../../content/markdown-loader';
import { supportGuide } from './support-guide';

/**
 * A route component for one support guide, for `lazyRouteComponent`: the page component and the guide's text are
 * loaded together, on the first visit to the route, and neither is in the main bundle.
 */
export async function supportGuideComponent(load: MarkdownLoader) {
  const [{ SupportGuidePage }, module] = await Promise.all([import('./support-guide-page'), load()]);
  const page = supportGuide(module.default);
  return {
    default: function SupportGuide() {
      return <SupportGuidePage page={page} />;
    },
  };
}
