import type { AppRole } from '@lekker/core/roles';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { createTestQueryClient } from '@/test/render.tsx';
import { PREFERRED_ROLE_KEY, readPreferredRole } from '../storage.ts';
import { useActiveRole } from './use-active-role.ts';

function renderActiveRole(roles: AppRole[] | null) {
  mockApi(roles ? { 'GET /api/me': { body: makeViewer({ roles }) } } : {});
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={client}>{children}</AppProviders>
  );
  return renderHook(() => useActiveRole(), { wrapper });
}

describe('useActiveRole (docs/product.md#roles)', () => {
  it('is none while signed out', async () => {
    const { result } = renderActiveRole(null);
    await waitFor(() => expect(result.current.roles).toEqual([]));
    expect(result.current.role).toBeNull();
  });

  it('takes admin, then restaurant, then driver, then customer without a preference', async () => {
    const { result } = renderActiveRole(['customer', 'driver', 'restaurant']);
    await waitFor(() => expect(result.current.role).toBe('restaurant'));
  });

  it('uses the stored preferred role when the user holds it', async () => {
    window.localStorage.setItem(PREFERRED_ROLE_KEY, '"driver"');
    const { result } = renderActiveRole(['admin', 'driver', 'customer']);
    await waitFor(() => expect(result.current.role).toBe('driver'));
  });

  it('still reads a preference stored as a bare role name, and ignores one that is not a role', async () => {
    window.localStorage.setItem(PREFERRED_ROLE_KEY, 'driver');
    expect(readPreferredRole()).toBe('driver');
    window.localStorage.setItem(PREFERRED_ROLE_KEY, 'superuser');
    expect(readPreferredRole()).toBeNull();
    window.localStorage.setItem(PREFERRED_ROLE_KEY, '"superuser"');
    expect(readPreferredRole()).toBeNull();
    window.localStorage.setItem(PREFERRED_ROLE_KEY, 'driver');
    const { result } = renderActiveRole(['admin', 'driver', 'customer']);
    await waitFor(() => expect(result.current.role).toBe('driver'));
  });

  it('ignores a stored role the user does not hold', async () => {
    window.localStorage.setItem(PREFERRED_ROLE_KEY, 'admin');
    const { result } = renderActiveRole(['customer', 'driver']);
    await waitFor(() => expect(result.current.role).toBe('driver'));
  });

  it('switching stores the preference and updates at once', async () => {
    const { result } = renderActiveRole(['admin', 'customer']);
    await waitFor(() => expect(result.current.role).toBe('admin'));
    act(() => result.current.setPreferredRole('customer'));
    expect(result.current.role).toBe('customer');
    expect(window.localStorage.getItem(PREFERRED_ROLE_KEY)).toBe('"customer"');
    act(() => result.current.setPreferredRole(null));
    expect(window.localStorage.getItem(PREFERRED_ROLE_KEY)).toBeNull();
    expect(result.current.role).toBe('admin');
  });
});
