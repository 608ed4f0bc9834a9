import { clearAccount } from './account-cookies';

/**
 * Logs this browser out: the server is told first, so the token stops working even if a copy of it lingers, and the
 * cookies go whatever it answers (offline, or the session already over), so the button always works.
 */
export async function endSession(tellServer: () => Promise<void>): Promise<void> {
  await tellServer().catch(() => undefined);
  clearAccount();
}
