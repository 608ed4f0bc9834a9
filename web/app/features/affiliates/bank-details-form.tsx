import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProblems } from '../../components/forms/form-problems';
import { SelectField } from '../../components/forms/select-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { affiliateQueryKey } from './affiliate-queries';
import { bankCountryOptions } from './bank-countries';
import { bankDetailsFieldNames, bankDetailsSchema, type BankDetailsFieldValues } from './bank-details-fields';
import { saveBankDetails, updateBankDetails } from './bank-details-mutations';

const retypeHint = 'Enter it again in full: for your security only its last 4 characters were shown.';

/**
 * Where a bank transfer pays the affiliate: a UK sort code and account number, or an IBAN with its SWIFT/BIC.
 * `save` stores the first details; `update` replaces them in full, so the account number or IBAN is typed again.
 * Saved details count as payouts enabled, so every affiliate query is refreshed before `onSaved` runs.
 */
export function BankDetailsForm({
  mode,
  defaultValues,
  onSaved,
  onCancel,
}: {
  mode: 'save' | 'update';
  defaultValues: BankDetailsFieldValues;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const store = useMutation({
    mutationFn: mode === 'save' ? saveBankDetails : updateBankDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: bankDetailsSchema,
    defaultValues,
    fields: bankDetailsFieldNames,
    submit: async (values) => {
      await store.mutateAsync(values);
      onSaved();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  const retyping = mode === 'update';

  // Edit bank details opens the form in place of the details: focus follows into it.
  useEffect(() => {
    if (retyping) setFocus('firstName');
  }, [retyping, setFocus]);

  return (
    <form
      className="form bank-details-form"
      aria-label={retyping ? 'Edit bank details' : 'Add bank details'}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel !== undefined && !isSubmitting) onCancel();
      }}
    >
      <FormProblems problems={problems} />
      <div className="bank-details-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Bank name"
        autoComplete="off"
        maxLength={100}
        error={errors.bankName?.message}
        {...form.register('bankName')}
      />
      <SelectField
        label="Country"
        hint="Where your bank account is held"
        autoComplete="country"
        options={bankCountryOptions}
        error={errors.country?.message}
        {...form.register('country')}
      />
      <fieldset className="bank-details-form__group">
        <legend className="field__label">A UK bank account</legend>
        <div className="bank-details-form__row">
          <TextField
            label="Sort code"
            hint="6 digits, like 12-34-56"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={errors.sortCode?.message}
            {...form.register('sortCode')}
          />
          <TextField
            label="Account number"
            hint={retyping ? `8 digits. ${retypeHint}` : '8 digits'}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={errors.accountNumber?.message}
            {...form.register('accountNumber')}
          />
        </div>
      </fieldset>
      <fieldset className="bank-details-form__group">
        <legend className="field__label">Or any account by IBAN</legend>
        <div className="bank-details-form__row">
          <TextField
            label="IBAN"
            hint={retyping ? retypeHint : 'Like GB82 WEST 1234 5698 7654 32'}
            autoComplete="off"
            spellCheck={false}
            error={errors.iban?.message}
            {...form.register('iban')}
          />
          <TextField
            label="SWIFT/BIC"
            hint="8 or 11 characters, like NWBKGB2L"
            autoComplete="off"
            spellCheck={false}
            error={errors.swiftBic?.message}
            {...form.register('swiftBic')}
          />
        </div>
      </fieldset>
      <div className="form__actions">
        <SubmitButton label="Save bank details" submittingLabel="Saving bank details…" submitting={isSubmitting} />
        {onCancel !== undefined && (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
