import { describe, expect, it } from 'vitest';
import { withFlags } from '../../../adapters/cli/serve-flags';
import { loadConfig } from '../../../adapters/config/config';

describe('splitpenny serve --dev-mailbox --seed-demo', () => {
  it('asks for the mailbox and the demo as the variables would', () => {
    const config = loadConfig(withFlags({}, { devMailbox: true, seedDemo: true }));
    expect(config.devMailbox).toBe(true);
    expect(config.demo.atStart).toBe(true);
  });

  it('leaves both off without the flags, and leaves the variables alone', () => {
    expect(withFlags({ PORT: '4000' }, {})).toEqual({ PORT: '4000' });
    expect(withFlags({ SEED_DEMO: 'true' }, {})).toEqual({ SEED_DEMO: 'true' });
  });

  it('is checked like the variable: no mailbox on a public interface', () => {
    expect(() => loadConfig(withFlags({ HOST: '0.0.0.0' }, { devMailbox: true }))).toThrow(
      'DEV_MAILBOX needs HOST on a loopback address',
    );
  });
});
