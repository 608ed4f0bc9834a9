import { ConfigError, loadConfig, type Config } from '../config/config';
import { loadDotenv } from '../config/load-dotenv';
import { createLogger, type Logger } from '../logging/create-logger';

export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** Configuration and logger for a command; a bad variable becomes a CliError that names it. */
export function loadRuntime(env: NodeJS.ProcessEnv): { config: Config; logger: Logger } {
  loadDotenv();
  try {
    const config = loadConfig(env);
    return { config, logger: createLogger(config.logLevel) };
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}
