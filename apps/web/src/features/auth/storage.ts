// What the web keeps in localStorage for the signed-in person, and how sign-out forgets it.
import { type AppRole, isAppRole } from '@lekker/core/roles';

/** Every key the app stores starts with this prefix (cart, location, pending order, pending application …). */
export const APP_STORAGE_PREFIX = 'lekker.';
export const PREFERRED_ROLE_KEY = 'lekker.preferredRole';
/** Fired on window when this tab changes the preferred role (the storage event only reaches other tabs). */
export const PREFERRED_ROLE_EVENT = 'lekker:preferred-role-change';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPreferredRole(): AppRole | null {
  const value = storage()?.getItem(PREFERRED_ROLE_KEY) ?? null;
  return isAppRole(value) ? value : null;
}

export function writePreferredRole(role: AppRole | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (role) store.setItem(PREFERRED_ROLE_KEY, role);
    else store.removeItem(PREFERRED_ROLE_KEY);
  } catch {
    // Storage full or blocked: the active role falls back to the precedence rule.
  }
  window.dispatchEvent(new Event(PREFERRED_ROLE_EVENT));
}

/**
 * Sign-out (docs/product.md#roles): forget the locally stored auth and app keys and the preferred role — every `lekker.*` key,
 * the cart included. Each removal is announced with a storage event so this tab's stores (cart, location …)
 * drop their in-memory copies too (the cart store then saves its now-empty cart). Returns the removed keys.
 */
export function clearLocalAppState(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(APP_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const oldValue = store.getItem(key);
    store.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: store }));
  }
  window.dispatchEvent(new Event(PREFERRED_ROLE_EVENT));
  return keys;
}
