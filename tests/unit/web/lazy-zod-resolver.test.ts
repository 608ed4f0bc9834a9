import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from '../../../web/app/components/forms/lazy-zod-resolver';

const schema = z.object({ email: z.string().min(1, 'Enter your email address') });
type Input = z.input<typeof schema>;

const onSubmit: ResolverOptions<Input> = { fields: {}, shouldUseNativeValidation: false };
const onBlur: ResolverOptions<Input> = { ...onSubmit, names: ['email'] };

describe('a form schema loaded when first needed', () => {
  it('is not loaded until the form needs it, then only once', async () => {
    const loadSchema = vi.fn(async () => schema);
    const { resolver, load } = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    load();
    const result = await resolver({ email: '' }, undefined, onSubmit);
    expect(result.errors['email']?.message).toBe('Enter your email address');
    await resolver({ email: 'owner@example.com' }, undefined, onSubmit);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('gives the checked values when the input is valid', async () => {
    const { resolver } = lazyZodResolver(async () => schema);
    await expect(resolver({ email: 'owner@example.com' }, undefined, onSubmit)).resolves.toEqual({
      values: { email: 'owner@example.com' },
      errors: {},
    });
  });

  it('when it cannot be fetched: a field check says nothing, a submit fails, and the next try fetches again', async () => {
    const unreachable = new TypeError('Failed to fetch dynamically imported module');
    const loadSchema = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(unreachable);
    loadSchema.mockRejectedValueOnce(unreachable).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver(loadSchema);

    await expect(resolver({ email: '' }, undefined, onBlur)).resolves.toEqual({ values: {}, errors: {} });
    await expect(resolver({ email: '' }, undefined, onSubmit)).rejects.toBe(unreachable);
    const retried = await resolver({ email: '' }, undefined, onSubmit);
    expect(retried.errors['email']?.message).toBe('Enter your email address');
    expect(loadSchema).toHaveBeenCalledTimes(3);
  });
});
