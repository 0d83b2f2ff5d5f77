import { describe, expect, it, vi } from 'vitest';
import { deferredModule, settleDeferredModules } from './deferred-module.ts';

describe('deferredModule', () => {
  it('loads once, however often load() is called, and peek() follows', async () => {
    const loader = vi.fn(async () => ({ answer: 42 }));
    const module = deferredModule(loader);
    expect(module.peek()).toBeNull();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(module.peek()).toEqual({ answer: 42 });
  });

  it('tries again after a failed download instead of failing forever', async () => {
    const loader = vi
      .fn<() => Promise<{ ok: true }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const module = deferredModule(loader);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.peek()).toBeNull();
    await settleDeferredModules();
    await expect(module.load()).resolves.toEqual({ ok: true });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(module.peek()).toEqual({ ok: true });
  });
});
