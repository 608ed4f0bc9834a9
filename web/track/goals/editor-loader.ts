import { forcedVariantParameter, isVisualEditorToken } from '../../../domain/tracking/preview-rules';

/**
 * Loads the visual editor (web/editor) from beside this script when the page was opened with an editor link, and
 * says so. The server sent the tracking script here (its config for such a page lists no test and asks for this
 * script), so the tracking script itself carries not a byte of the editor.
 */
export function loadEditor(script: HTMLScriptElement | null): boolean {
  if (!script || !isVisualEditorToken(new URLSearchParams(location.search).get(forcedVariantParameter))) return false;
  const editor = document.createElement('script');
  editor.src = new URL('editor.js', script.src).href;
  document.head.append(editor);
  return true;
}
