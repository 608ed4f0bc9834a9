// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../web/app/components/forms/text-field';

afterEach(cleanup);

describe('text field', () => {
  it('labels its input and leaves it valid without an error', () => {
    render(<TextField label="Email address" type="email" autoComplete="email" />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('ties its hint and its error to the input and marks it invalid', () => {
    render(
      <TextField label="Password" hint="At least 8 characters" error="Use at least 8 characters for your password" />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At least 8 characters', 'Use at least 8 characters for your password']);
  });
});
