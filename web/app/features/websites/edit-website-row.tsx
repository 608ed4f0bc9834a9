import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TextAreaField } from '../../components/forms/text-area-field';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { currencies, currencyNames, defaultCurrency, type Currency } from '../../../../domain/websites/currency-rules';
import { useServerForm } from '../../components/forms/use-server-form';
import { EditRowForm } from '../workspace/edit-row-form';
import { invalidateAfterWebsiteChange } from '../workspace/invalidate-workspace';
import { NameAndAddressFields } from '../workspace/name-and-address-fields';
import { websiteAddressField } from './website-address-field';
import {
  extraOriginsText,
  wholeNumberText,
  websiteEditSchema,
  type WebsiteEdit,
  type WebsiteEditInput,
} from './website-fields';
import { updateWebsite } from './website-mutations';

export interface EditableWebsite {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly maxOrderValue?: number | null;
  readonly currency?: Currency;
  readonly extraOrigins?: readonly string[];
  readonly dailySessionBudget?: number | null;
}

/** Revenue comes in as the site sends it, in its currency's smallest unit: the hint says what that means. */
const maxOrderValueHint =
  "Any larger order counts as a sale worth this much, so one huge or made-up order cannot swing a test's revenue. " +
  'Enter it in the smallest unit of your currency, as your site sends revenue: pence or cents, so 50000 is £500.00 ' +
  'or $500.00. Leave it empty for no maximum.';

const currencyHint =
  'What this website sells in: revenue is counted in it and shown with its symbol. Orders already counted keep ' +
  'their amounts.';

const currencyOptions = currencies.map((currency) => ({ value: currency, label: currencyNames[currency] }));

const dailySessionBudgetHint =
  'The most sessions this website’s tests may use in a day. Once they reach it, the tests pause until midnight UTC ' +
  'and you get an email, so a sudden flood of visits costs at most this much. Leave it empty for no daily limit.';

/** Who needs it: a site whose pages span domains; everyone else is covered by the address and its www twin. */
const extraOriginsHint =
  'Only pages on this website’s address (with or without www, over http or https) can enter visitors in its tests ' +
  'and spend your sessions. If pages with the tracking script are also on other domains, such as a checkout, add ' +
  'each one here, like https://checkout.example.com, one per line.';

/**
 * A website's row turned into its edit form: name, address, currency, maximum order value and other origins. Escape or Cancel
 * leaves it.
 */
export function EditWebsiteRow({
  website,
  columns,
  onClose,
}: {
  website: EditableWebsite;
  columns: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: updateWebsite,
    onSuccess: () => invalidateAfterWebsiteChange(queryClient),
  });
  const { form, problems, onSubmit } = useServerForm<WebsiteEditInput, WebsiteEdit>({
    schema: websiteEditSchema,
    defaultValues: {
      name: website.name,
      url: website.url,
      currency: website.currency ?? defaultCurrency,
      maxOrderValue: wholeNumberText(website.maxOrderValue),
      dailySessionBudget: wholeNumberText(website.dailySessionBudget),
      extraOrigins: extraOriginsText(website.extraOrigins),
    },
    fields: ['name', 'url', 'currency', 'maxOrderValue', 'dailySessionBudget', 'extraOrigins'],
    submit: async (values) => {
      await mutation.mutateAsync({ id: website.id, ...values });
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  return (
    <EditRowForm
      label={`Edit ${website.name}`}
      columns={columns}
      problems={problems}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NameAndAddressFields register={form.register} errors={errors} nameLabel="Name" address={websiteAddressField} />
      <SelectField
        label="Currency"
        hint={currencyHint}
        options={currencyOptions}
        // Also as the element's own default, so the stored currency is selected before the form takes the field over.
        defaultValue={website.currency ?? defaultCurrency}
        error={errors.currency?.message}
        {...form.register('currency')}
      />
      <TextField
        label="Maximum order value (pence or cents)"
        hint={maxOrderValueHint}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        error={errors.maxOrderValue?.message}
        {...form.register('maxOrderValue')}
      />
      <TextField
        label="Daily session budget"
        hint={dailySessionBudgetHint}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        error={errors.dailySessionBudget?.message}
        {...form.register('dailySessionBudget')}
      />
      <TextAreaField
        label="Other origins"
        hint={extraOriginsHint}
        autoComplete="off"
        spellCheck={false}
        error={errors.extraOrigins?.message}
        {...form.register('extraOrigins')}
      />
    </EditRowForm>
  );
}
