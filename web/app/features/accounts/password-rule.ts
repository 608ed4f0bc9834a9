/** The new-password rule as a field's hint; the rule itself is account-fields.ts's newPasswordField. */
export const newPasswordRule = 'At least 8 characters';
