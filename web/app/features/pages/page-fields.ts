import { z } from 'zod';
import { nameField } from '../workspace/name-field';
import { siteAddressField } from '../workspace/workspace-fields';

export const pageUrlHint = 'A path like /pricing, or the full address';

export const pageFieldsSchema = z.object({ name: nameField, url: siteAddressField });

export const newPageFieldsSchema = pageFieldsSchema.extend({
  websiteId: z.string().min(1, 'Choose a website'),
});
