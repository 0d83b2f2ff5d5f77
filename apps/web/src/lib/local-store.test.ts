import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLocalStore } from './local-store.ts';

const store = createLocalStore(
  'lekker.test',
  z.object({ n: z.number().int(), label: z.string().default('') }),
  {
    event: 'lekker:test-change',
  },
);

describe('createLocalStore', () => {
  it('writes JSON and reads it back through the schema (defaults applied)', () => {
    store.write({ n: 3, label: 'x' });
    expect(window.localStorage.getItem('lekker.test')).toBe('{"n":3,"label":"x"}');
    expect(store.read()).toEqual({ n: 3, label: 'x' });
    window.localStorage.setItem('lekker.test', '{"n":4}');
    expect(store.read()).toEqual({ n: 4, label: '' });
  });

  it('reads garbled, invalid or missing entries as nothing', () => {
    expect(store.read()).toBeNull();
    window.localStorage.setItem('lekker.test', '{not json');
    expect(store.read()).toBeNull();
    window.localStorage.setItem('lekker.test', '{"n":"4"}');
    expect(store.read()).toBeNull();
    expect(store.parse('null')).toBeNull();
  });

  it('reads an entry from before the key held JSON only through the legacy reader, and checks it', () => {
    const role = createLocalStore('lekker.test', z.enum(['driver', 'customer']), { legacy: (raw) => raw });
    window.localStorage.setItem('lekker.test', 'driver');
    expect(role.read()).toBe('driver');
    expect(store.read()).toBeNull();
    window.localStorage.setItem('lekker.test', 'pilot');
    expect(role.read()).toBeNull();
    role.write('customer');
    expect(window.localStorage.getItem('lekker.test')).toBe('"customer"');
    expect(role.read()).toBe('customer');
  });

  it('announces writes and clears on window', () => {
    const heard = vi.fn();
    window.addEventListener('lekker:test-change', heard);
    store.write({ n: 1, label: '' });
    store.clear();
    window.removeEventListener('lekker:test-change', heard);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('lekker.test')).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => store.write({ n: 1, label: '' })).not.toThrow();
    expect(store.read()).toBeNull();
  });
});

describe('createLocalStore in sessionStorage', () => {
  it('keeps the value for this tab only, under the same key', () => {
    const session = createLocalStore('lekker.test-session', z.object({ n: z.number() }), { area: 'session' });
    session.write({ n: 2 });
    expect(window.sessionStorage.getItem('lekker.test-session')).toBe('{"n":2}');
    expect(window.localStorage.getItem('lekker.test-session')).toBeNull();
    expect(session.read()).toEqual({ n: 2 });
    session.clear();
    expect(window.sessionStorage.getItem('lekker.test-session')).toBeNull();
  });
});
