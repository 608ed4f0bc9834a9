import { affiliateRoutes } from './affiliate-routes';
import { profileRoutes } from './profile-routes';
import { testRoutes } from './test-routes';
import { accountPageRoutes, userRoute } from './user-routes';
import { workspaceRoutes } from './workspace-routes';

/** Everything under /user, behind the guard of `userRoute`. */
export const signedInRoutes = userRoute.addChildren([
  ...accountPageRoutes,
  ...workspaceRoutes,
  ...testRoutes,
  ...affiliateRoutes,
  ...profileRoutes,
]);
