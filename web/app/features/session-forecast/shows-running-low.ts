/** The pages that warn of sessions running out: My Account and every tests page, where the owner acts on it. */
export function showsRunningLow(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === '/user' || path === '/user/tests' || path.startsWith('/user/tests/');
}
