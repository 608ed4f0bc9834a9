import { accessTokensContract } from '../../contracts/access-tokens.contract';
import { FakeAccessTokens } from '../../support/fakes/fake-access-tokens';

accessTokensContract('fake', () => new FakeAccessTokens());
