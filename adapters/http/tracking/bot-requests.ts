import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/**
 * Whether a tracking request comes from a bot: a user agent on the maintained list of crawlers, tools and headless
 * browsers (the `isbot` package, updated with the dependencies), no user agent at all (every browser sends one),
 * or the script's own word (`bot=1`: it saw an automated browser, navigator.webdriver, behind a person's agent).
 * A bot is shown the original page, never charged and never counted.
 */
export function isBotRequest(req: FastifyRequest): boolean {
  const agent = req.headers['user-agent'];
  if (agent === undefined || agent.trim() === '' || isbot(agent)) return true;
  const { bot } = (req.query ?? {}) as { bot?: unknown };
  return bot === '1';
}
