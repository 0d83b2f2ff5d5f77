// What the web keeps in localStorage for the signed-in person, and how sign-out forgets it.
import { APP_ROLES, type AppRole } from '@lekker/core/roles';
import { createLocalStore, guard } from '@/lib/local-store.ts';

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

/**
 * The preferred role as JSON (`"driver"`). Entries written before it was JSON hold the bare role name and still
 * read; anything that is not one of the app's roles reads as no preference.
 */
const isAppRole = (value: unknown): value is AppRole => (APP_ROLES as readonly unknown[]).includes(value);
const preferredRoleStore = createLocalStore(
  PREFERRED_ROLE_KEY,
  guard((value) => (isAppRole(value) ? value : null)),
  {
    event: PREFERRED_ROLE_EVENT,
    legacy: (raw) => raw,
  },
);

export function readPreferredRole(): AppRole | null {
  return preferredRoleStore.read();
}

/** Stores the role (null forgets it); storage full or blocked leaves the precedence rule in charge. */
export function writePreferredRole(role: AppRole | null): void {
  if (role) preferredRoleStore.write(role);
  else preferredRoleStore.clear();
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
