import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../application/ports/id-generator';

export class RandomIdGenerator implements IdGenerator {
  next(): string {
    return randomUUID();
  }
}
