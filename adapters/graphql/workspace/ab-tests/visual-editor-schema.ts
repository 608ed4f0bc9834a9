import type { VisualEditorLink } from '../../../../application/workspace/visual-editor/create-visual-editor-link';
import type { VariantId } from '../../../../domain/shared/ids';
import { builder } from '../../builder';
import { requireViewer } from '../../require-viewer';
import { workspaceValue } from '../workspace-errors';

const VisualEditorLinkType = builder.objectRef<VisualEditorLink>('VisualEditorLink').implement({
  description: "Opens the visual editor on the test's page, once, before it expires.",
  fields: (t) => ({
    url: t.exposeString('url', { description: "The test's page with the editor's one-time token." }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('createVisualEditorLink', (t) =>
  t.field({
    type: VisualEditorLinkType,
    description:
      "A link that opens the visual editor for this variant on the test's real page (the tracking script must be " +
      'installed there). It works once, within 5 minutes; the editor it opens can save this variant only.',
    args: { variantId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(
        await ctx.useCases.createVisualEditorLink(await requireViewer(ctx), String(args.variantId) as VariantId),
      ),
  }),
);
