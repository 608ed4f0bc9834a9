/** `splitpenny serve`'s flags, each standing for a variable (README's configuration table). */
export interface ServeOptions {
  /** DEV_MAILBOX=true, for a local trial (`npm start` and `npm run dev` pass both flags). */
  readonly devMailbox?: boolean;
  /** SEED_DEMO=true, likewise. */
  readonly seedDemo?: boolean;
}

/** The environment with what the flags ask for: checked by the same rules as the variables they stand for. */
export function withFlags(env: NodeJS.ProcessEnv, options: ServeOptions): NodeJS.ProcessEnv {
  return {
    ...env,
    ...(options.devMailbox === true ? { DEV_MAILBOX: 'true' } : {}),
    ...(options.seedDemo === true ? { SEED_DEMO: 'true' } : {}),
  };
}
