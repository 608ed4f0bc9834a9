/**
 * What the server says when an email address already has an account, in two parts: the sign-up form shows the
 * first as text and makes the second a link to the login page. The web app imports this module, so it stays plain
 * data.
 */
export const emailTakenMessage = 'An account with this email address already exists.';

export const logInInstead = 'Log in instead?';

export const emailTakenProblem = `${emailTakenMessage} ${logInInstead}`;
