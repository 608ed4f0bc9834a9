import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../config/loopback';

/**
 * A request straight from this machine: its peer is a loopback address and no proxy forwarded it (a reverse proxy
 * on the same machine connects from 127.0.0.1 too, on behalf of anyone).
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(req.socket.remoteAddress);
}
