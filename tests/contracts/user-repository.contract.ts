import { describe, expect, it } from 'vitest';
import type { UserRepository } from '../../application/ports/user-repository';
import type { UserId } from '../../domain/shared/ids';
import { aUser, anId } from './account-rows';

/** What every UserRepository does, run against the in-memory fake and the Kysely adapter alike. */
export function userRepositoryContract(name: string, make: () => UserRepository | Promise<UserRepository>): void {
  describe(`UserRepository contract: ${name}`, () => {
    it('gives back every field of an inserted user, by id and by email', async () => {
      const users = await make();
      const user = aUser({
        role: 'Employee',
        stripeCustomerId: 'cus_123',
        directAffiliateSignup: true,
        card: { paymentMethodId: 'pm_123', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
        testSessionsRemaining: 42,
      });
      expect(await users.insert(user)).toBe(true);
      expect(await users.findById(user.id)).toEqual(user);
      expect(await users.findByEmail(user.email)).toEqual(user);
    });

    it.each<[string, (email: string) => string]>([
      ['upper case', (email) => email.toUpperCase()],
      ['mixed case', (email) => email.charAt(0).toUpperCase() + email.slice(1)],
    ])('finds a user by email in %s', async (_name, spell) => {
      const users = await make();
      const user = aUser();
      await users.insert(user);
      expect((await users.findByEmail(spell(user.email)))?.id).toBe(user.id);
    });

    it.each<[string, string]>([
      ['an unknown uuid', anId()],
      ['a malformed id', 'not-a-uuid'],
    ])('finds no user for %s', async (_name, id) => {
      const users = await make();
      expect(await users.findById(id as UserId)).toBeNull();
    });

    it('finds no user for an unknown email', async () => {
      const users = await make();
      expect(await users.findByEmail(`nobody-${anId()}@example.com`)).toBeNull();
    });

    it('refuses a second user with the same email in another case, writing nothing', async () => {
      const users = await make();
      const first = aUser();
      await users.insert(first);
      const second = aUser({ email: first.email.toUpperCase() });
      expect(await users.insert(second)).toBe(false);
      expect(await users.findById(second.id)).toBeNull();
      expect(await users.findById(first.id)).toEqual(first);
    });

    it('changes the email to a free one', async () => {
      const users = await make();
      const user = aUser();
      await users.insert(user);
      const email = `renamed-${anId()}@example.com`;
      expect(await users.changeEmail(user.id, email)).toBe(true);
      expect(await users.findById(user.id)).toEqual({ ...user, email });
      expect(await users.findByEmail(user.email)).toBeNull();
    });

    it("refuses another user's email in any case, changing neither user", async () => {
      const users = await make();
      const ann = aUser();
      const bob = aUser();
      await users.insert(ann);
      await users.insert(bob);
      expect(await users.changeEmail(bob.id, ann.email.toUpperCase())).toBe(false);
      expect(await users.findById(ann.id)).toEqual(ann);
      expect(await users.findById(bob.id)).toEqual(bob);
    });

    it('confirms the address it is asked for once, and no other', async () => {
      const users = await make();
      const user = aUser({ emailConfirmedAt: null });
      await users.insert(user);
      const at = new Date('2025-03-11T10:00:00.000Z');
      expect(await users.confirmEmail(user.id, `other-${anId()}@example.com`, at)).toBe(false);
      expect((await users.findById(user.id))?.emailConfirmedAt).toBeNull();
      expect(await users.confirmEmail(user.id, user.email.toUpperCase(), at)).toBe(true);
      expect(await users.findById(user.id)).toEqual({ ...user, emailConfirmedAt: at });
      expect(await users.confirmEmail(user.id, user.email, new Date('2025-03-12T10:00:00.000Z'))).toBe(false);
      expect((await users.findById(user.id))?.emailConfirmedAt).toEqual(at);
    });

    it('lets a user change the case of their own email', async () => {
      const users = await make();
      const user = aUser();
      await users.insert(user);
      expect(await users.changeEmail(user.id, user.email.toUpperCase())).toBe(true);
      expect((await users.findById(user.id))?.email).toBe(user.email.toUpperCase());
    });

    it("changes the password hash, and nobody else's", async () => {
      const users = await make();
      const user = aUser();
      const other = aUser();
      await users.insert(user);
      await users.insert(other);
      await users.changePassword(user.id, 'new-hash');
      expect(await users.findById(user.id)).toEqual({ ...user, passwordHash: 'new-hash' });
      expect(await users.findById(other.id)).toEqual(other);
    });

    it('deletes the user, freeing their email, and leaves other users alone', async () => {
      const users = await make();
      const user = aUser();
      const other = aUser();
      await users.insert(user);
      await users.insert(other);
      await users.delete(user.id);
      expect(await users.findById(user.id)).toBeNull();
      expect(await users.findByEmail(user.email)).toBeNull();
      expect(await users.findById(other.id)).toEqual(other);
      expect(await users.insert(aUser({ email: user.email }))).toBe(true);
    });

    it('keeps a saved card, finds its owner by customer id, and refreshes only the card with that payment method', async () => {
      const users = await make();
      const owner = aUser({ stripeCustomerId: `cus_${anId()}` });
      const other = aUser();
      await users.insert(owner);
      await users.insert(other);
      const card = { paymentMethodId: `pm_${anId()}`, brand: 'visa', last4: '4242', expMonth: 3, expYear: 2027 };
      await users.saveCard(owner.id, card);
      expect((await users.findByStripeCustomerId(owner.stripeCustomerId ?? ''))?.card).toEqual(card);

      const renewed = { ...card, expMonth: 3, expYear: 2031 };
      expect(await users.refreshCard(renewed)).toBe(true);
      expect((await users.findById(owner.id))?.card).toEqual(renewed);
      expect(await users.refreshCard({ ...card, paymentMethodId: `pm_${anId()}` })).toBe(false);
      expect((await users.findById(other.id))?.card).toBeNull();

      const replacement = {
        paymentMethodId: `pm_${anId()}`,
        brand: 'mastercard',
        last4: '4444',
        expMonth: 1,
        expYear: 2029,
      };
      await users.saveCard(owner.id, replacement);
      expect((await users.findById(owner.id))?.card).toEqual(replacement);
    });

    it('finds no user for a customer id nobody has', async () => {
      const users = await make();
      expect(await users.findByStripeCustomerId(`cus_${anId()}`)).toBeNull();
    });

    it('counts the confirmed users whose balance is below a level, as idsWithBalanceBelow lists them', async () => {
      const users = await make();
      const level = 1_000_003;
      const before = await users.countWithBalanceBelow(level);
      const confirmed = new Date('2025-03-10T09:05:00.000Z');
      for (const balance of [0, 1_000_002, 1_000_003, 2_000_000]) {
        await users.insert(aUser({ testSessionsRemaining: balance, emailConfirmedAt: confirmed }));
      }
      // An address nobody confirmed gets no free sessions, however low its balance.
      const unconfirmed = aUser({ testSessionsRemaining: 0, emailConfirmedAt: null });
      await users.insert(unconfirmed);
      expect(await users.countWithBalanceBelow(level)).toBe(before + 2);
      expect(await users.idsWithBalanceBelow(level, null, 1_000_000)).not.toContain(unconfirmed.id);
      expect(await users.countWithBalanceBelow(level)).toBe(
        (await users.idsWithBalanceBelow(level, null, 1_000_000)).length,
      );
    });
  });
}
