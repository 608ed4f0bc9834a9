import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ME } from './account-operations';
import { postGraphql } from './graphql-request';

export const PROCESS_CHECKOUT = `mutation Start($email: String!, $credits: Float!) {
  processCheckoutSession(email: $email, credits: $credits) { id url }
}`;

export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  const reply = await postGraphql<{ me: { testSessionsRemaining: number } }>(app, ME, {}, { bearer: token });
  return reply.data?.me.testSessionsRemaining ?? Number.NaN;
}

/** Starts buying `credits` sessions as the owner; fails the test on any error. */
export async function startCheckout(
  app: FastifyInstance,
  owner: { readonly token: string; readonly email: string },
  credits: number,
): Promise<{ id: string; url: string }> {
  const reply = await postGraphql<{ processCheckoutSession: { id: string; url: string } }>(
    app,
    PROCESS_CHECKOUT,
    { email: owner.email, credits },
    { bearer: owner.token },
  );
  expect(reply.errors).toEqual([]);
  return reply.data?.processCheckoutSession ?? { id: '', url: '' };
}
