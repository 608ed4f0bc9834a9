import { ConfigError, loadConfig, type Config } from '../config/config';
import { loadDotenv } from '../config/load-dotenv';
import { createLogger, type Logger } from '../logging/create-logger';
import { DatabaseNotReadyError } from '../main';
import { MetricsPortUnavailableError } from '../worker-metrics-endpoint';

export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** The command line itself is wrong (an unknown option, a month that may not be used): exit code 2, not 1. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Configuration and logger for a command; a bad variable becomes a CliError that names it. */
export function loadRuntime(env: NodeJS.ProcessEnv): { config: Config; logger: Logger } {
  loadDotenv();
  try {
    const config = loadConfig(env);
    return { config, logger: createLogger(config.logLevel, undefined, config.logFormat) };
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/** The work, with a database it cannot use as it is (missing, or behind the code) told as a plain refusal. */
export async function refusingUnreadyDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DatabaseNotReadyError) throw new CliError(error.message);
    throw error;
  }
}

/** The work, with a METRICS_PORT nothing may listen on told as a plain refusal. */
export async function refusingUnusableMetricsPort<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MetricsPortUnavailableError) throw new CliError(error.message);
    throw error;
  }
}
