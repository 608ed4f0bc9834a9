import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { bankDetailsToEdit, emptyBankDetails, type SavedBankDetails } from './bank-details-fields';
import { BankDetailsForm } from './bank-details-form';
import { BankDetailsSummary } from './bank-details-summary';

/**
 * Bank details for payouts by bank transfer: a form until some are saved, then the saved details (masked) with a
 * way to replace them. After saving or cancelling, focus returns to the Edit button, so a keyboard user carries on
 * where they were rather than at the top of the page.
 */
export function BankDetailsSection({ details }: { details: SavedBankDetails | null }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);

  useEffect(() => {
    if (focusEditButton.current && editButtonRef.current !== null) {
      editButtonRef.current.focus();
      focusEditButton.current = false;
    }
  });

  const closeForm = (didSave: boolean): void => {
    focusEditButton.current = true;
    setSaved(didSave);
    setEditing(false);
  };

  return (
    <section className="affiliate-subsection" aria-labelledby="bank-details-heading">
      <h3 id="bank-details-heading">Bank details</h3>
      <div aria-live="polite">{saved && <Notice kind="success">Your bank details have been saved.</Notice>}</div>
      {details === null ? (
        <>
          <p>Save the bank account to pay your commission into by bank transfer.</p>
          <BankDetailsForm mode="save" defaultValues={emptyBankDetails} onSaved={() => closeForm(true)} />
        </>
      ) : editing ? (
        <BankDetailsForm
          mode="update"
          defaultValues={bankDetailsToEdit(details)}
          onSaved={() => closeForm(true)}
          onCancel={() => closeForm(false)}
        />
      ) : (
        <>
          <BankDetailsSummary details={details} />
          <button
            ref={editButtonRef}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit bank details
          </button>
        </>
      )}
    </section>
  );
}
