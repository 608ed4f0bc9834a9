import { useState } from 'react';
import { requestGraphql } from '../../api/graphql-client';
import { serverProblems } from '../../api/graphql-errors';
import { graphql } from '../../gql';

const CreateVisualEditorLinkMutation = graphql(`
  mutation CreateVisualEditorLink($variantId: ID!) {
    createVisualEditorLink(variantId: $variantId) {
      url
      expiresAt
    }
  }
`);

export const editVisuallyHelp =
  "Opens your test's page with the visual editor, where you point at what to change. The tracking script must be on " +
  'that page; the editor needs a screen at least 768 pixels wide.';

/**
 * Opens the test's real page in the visual editor (docs/decisions.md, "The visual editor on the owner's page"): a
 * one-time link made now, followed in this tab, so no pop-up blocker stands in the way. The editor links back here.
 */
export function EditVisuallyButton({ variantId }: { variantId: string }) {
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState('');
  const open = async () => {
    setWorking(true);
    setProblem('');
    try {
      const { createVisualEditorLink } = await requestGraphql(CreateVisualEditorLinkMutation, { variantId });
      window.location.assign(createVisualEditorLink.url);
    } catch (error) {
      setProblem(serverProblems(error)[0]?.message ?? 'The editor could not be opened. Try again.');
      setWorking(false);
    }
  };
  return (
    <div className="variant-visual-editor">
      <button
        type="button"
        className="button"
        aria-describedby="edit-visually-help"
        disabled={working}
        onClick={() => void open()}
      >
        {working ? 'Opening the editor…' : 'Edit visually'}
      </button>
      <p id="edit-visually-help" className="field__hint">
        {editVisuallyHelp}
      </p>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
