// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptSeen } from '../../../web/app/features/install/script-seen';

afterEach(cleanup);

describe("a website's install check", () => {
  it('says where the script was seen when that is only a near address of the website (another scheme, www)', () => {
    render(
      <ScriptSeen
        seen={null}
        nearby={{ page: 'http://localhost:3712/pricing', at: '2026-11-29T10:00:00.000Z' }}
        websiteUrl="https://localhost:3712"
      />,
    );
    expect(
      screen.getByText(
        "Script found on http://localhost:3712/pricing, not on https://localhost:3712: change the website's address to http://localhost:3712 if that is where it is.",
      ),
    ).toBeTruthy();
  });

  it('says "Not seen yet" when it was seen nowhere', () => {
    render(<ScriptSeen seen={null} nearby={null} websiteUrl="https://shop.example" />);
    expect(screen.getByText('Not seen yet')).toBeTruthy();
  });
});
