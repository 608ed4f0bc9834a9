import { MemoryRateLimiter } from '../../../adapters/system/memory-rate-limiter';
import { rateLimiterContract } from '../../contracts/rate-limiter.contract';

rateLimiterContract('in process memory', () => new MemoryRateLimiter());
