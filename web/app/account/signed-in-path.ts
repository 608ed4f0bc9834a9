/** Whether a path belongs to the guarded, signed-in area (everything under /user). */
export function isSignedInPath(pathname: string): boolean {
  return pathname === '/user' || pathname.startsWith('/user/');
}
