import { rateLimiterContract } from '../../contracts/rate-limiter.contract';
import { InMemoryRateLimiter } from '../../support/fakes/in-memory-rate-limiter';

rateLimiterContract('in memory', () => new InMemoryRateLimiter());
