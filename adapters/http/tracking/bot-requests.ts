import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/**
 * Whether a tracking request comes from a bot: a user agent on the maintained list of crawlers, tools and headless
 * browsers (the `isbot` package, updated with the dependencies), or no user agent at all (every browser sends one).
 * A bot is shown the original page, never charged and never counted. (An automated browser behind a person's agent
 * is stopped by the script itself, which runs nothing where navigator.webdriver is set.)
 */
export function isBotRequest(req: FastifyRequest): boolean {
  const agent = req.headers['user-agent'];
  return agent === undefined || agent.trim() === '' || isbot(agent);
}
