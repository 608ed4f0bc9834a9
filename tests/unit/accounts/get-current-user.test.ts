import { describe, expect, it } from 'vitest';
import { makeGetCurrentUser } from '../../../application/accounts/get-current-user';
import { accountsFixture, viewerOf } from './accounts-fixture';

describe('get current user', () => {
  it("gives the viewer's own account, not another's", async () => {
    const fixture = accountsFixture();
    const ann = await fixture.existingUser('ann@example.com');
    await fixture.existingUser('bob@example.com');
    expect(await makeGetCurrentUser(fixture)(viewerOf(ann))).toEqual({ ok: true, value: ann });
  });

  it('answers UserNotFound for an account that no longer exists', async () => {
    const fixture = accountsFixture();
    const ann = await fixture.existingUser('ann@example.com');
    await fixture.uow.run(({ users }) => users.delete(ann.id));
    expect(await makeGetCurrentUser(fixture)(viewerOf(ann))).toEqual({ ok: false, error: { kind: 'UserNotFound' } });
  });
});
