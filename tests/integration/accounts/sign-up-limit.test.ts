import { describe, expect, it } from 'vitest';
import { CREATE_USER, uniqueEmail } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const limit = 4;

describe('the sign-up limit per client network', () => {
  const testApp = useTestApplication({ signupRateLimitPerHour: limit });

  const signUpFrom = (address: string, email = uniqueEmail('storm')) =>
    postGraphql<{ createUser: { id: string } }>(
      testApp().app,
      CREATE_USER,
      { input: { email, password: 'storm harbour lantern' } },
      { ip: address },
    );

  it('stops a sign-up storm from one network, however many IPv6 addresses of its /64 it uses', async () => {
    const { db } = testApp();
    const replies = [];
    for (let k = 0; k < limit * 3; k += 1) replies.push(await signUpFrom(`2001:db8:aa:bb::${(k + 1).toString(16)}`));
    const created = replies.filter((reply) => reply.data !== null);
    expect(created).toHaveLength(limit);
    for (const refused of replies.slice(limit)) {
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
    const accounts = await db.database.db.selectFrom('users').select('id').where('email', 'like', 'storm-%').execute();
    expect(accounts).toHaveLength(limit);

    // Another network is not held back by it.
    expect((await signUpFrom('2001:db8:cc:dd::1')).data).not.toBeNull();
  });

  it('answers whether an address has an account only within the same limit', async () => {
    const taken = uniqueEmail('taken');
    expect((await signUpFrom('198.51.100.7', taken)).data).not.toBeNull();
    const probes = [];
    for (let k = 0; k < limit + 3; k += 1) probes.push(await signUpFrom('198.51.100.7', taken));
    const codes = probes.map((reply) => reply.errors?.[0]?.extensions?.code);
    expect(codes.filter((code) => code === 'CONFLICT')).toHaveLength(limit - 1);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(4);
  });
});
