import type { UseFormRegisterReturn } from 'react-hook-form';
import { CodeEditor } from '../../components/code-editor/code-editor';
import { TextField } from '../../components/forms/text-field';

export interface CodeFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error?: string | undefined;
}

/**
 * How a variant changes the page: CSS and JS, or a redirect to another address. Choosing the redirect hides the
 * code editors (the code is kept but not used while it redirects). The code is only edited here, never run.
 */
export function VariantChangeFields({
  redirect,
  redirectCheckbox,
  redirectUrl,
  redirectUrlError,
  css,
  js,
}: {
  redirect: boolean;
  redirectCheckbox: UseFormRegisterReturn;
  redirectUrl: UseFormRegisterReturn;
  redirectUrlError?: string | undefined;
  css: CodeFieldProps;
  js: CodeFieldProps;
}) {
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" {...redirectCheckbox} />
        Redirect to another page instead
      </label>
      {redirect ? (
        <TextField
          label="Redirect address"
          hint="Visitors of this variant go to this address instead: a path on the same website, like /new-page, or a full address, like https://example.com/new-page"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          error={redirectUrlError}
          {...redirectUrl}
        />
      ) : (
        <>
          <CodeEditor
            label="CSS"
            hint="Added to the page for visitors of this variant"
            language="css"
            value={css.value}
            onChange={css.onChange}
            onBlur={css.onBlur}
            error={css.error}
          />
          <CodeEditor
            label="JavaScript"
            hint="Runs on the page for visitors of this variant, once it has loaded"
            language="javascript"
            value={js.value}
            onChange={js.onChange}
            onBlur={js.onBlur}
            error={js.error}
          />
        </>
      )}
    </>
  );
}
