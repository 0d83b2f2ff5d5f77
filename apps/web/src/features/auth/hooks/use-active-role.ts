import { type AppRole, activeRole } from '@lekker/core/roles';
import { useCallback, useSyncExternalStore } from 'react';
import { useViewer } from '@/api/viewer.ts';
import {
  PREFERRED_ROLE_EVENT,
  PREFERRED_ROLE_KEY,
  readPreferredRole,
  writePreferredRole,
} from '../storage.ts';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PREFERRED_ROLE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(PREFERRED_ROLE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(PREFERRED_ROLE_EVENT, onChange);
  };
}

/** The stored preferred role (`lekker.preferredRole`), kept in step across components and tabs. */
export function usePreferredRole(): AppRole | null {
  return useSyncExternalStore(subscribe, readPreferredRole, () => null);
}

/**
 * The active role (docs/product.md#roles): the stored preferred role if the user holds it; else admin, then restaurant, then
 * driver, then customer; else none (signed out, or roles not loaded yet).
 */
export function useActiveRole() {
  const viewer = useViewer();
  const preferred = usePreferredRole();
  const roles = viewer.data?.roles ?? [];
  const setPreferredRole = useCallback((role: AppRole | null) => writePreferredRole(role), []);
  return { role: activeRole(roles, preferred), roles, preferred, setPreferredRole };
}
