import { describe, expect, it } from 'vitest';
import { preparedName, queryConfigOf } from '../../../adapters/persistence/prepared-statements';

describe('prepared hot statements', () => {
  it('names a statement whose text opens with the mark, keeping its text and values', () => {
    const text = `${preparedName('lock_sessions')} select * from tracking_sessions where id = any($1::uuid[])`;
    expect(queryConfigOf(text, [['a', 'b']])).toEqual({ name: 'lock_sessions', text, values: [['a', 'b']] });
  });

  it('leaves every other statement unnamed, so pg parses it afresh', () => {
    const text = 'select 1 /* prepared:not_at_the_start */';
    expect(queryConfigOf(text, [])).toEqual({ text, values: [] });
    expect(queryConfigOf('begin', undefined)).toEqual({ text: 'begin', values: undefined });
  });

  it('refuses a name pg would not take as is', () => {
    expect(() => preparedName('Lock Sessions')).toThrow('lower case words');
  });
});
