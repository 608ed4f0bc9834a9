import { z } from 'zod';
import { nameField } from './name-field';

/** Only presence is checked here: the server normalises the address and explains what it cannot accept. */
export const siteAddressField = z.string().trim().min(1, 'Enter the address').max(2048, 'That address is too long');

export const websiteFieldsSchema = z.object({ name: nameField, url: siteAddressField });

export type WebsiteFieldValues = z.input<typeof websiteFieldsSchema>;
