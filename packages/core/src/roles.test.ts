import { describe, expect, it } from 'vitest';
import { activeRole, isAppRole } from './roles.ts';

describe('activeRole (docs/product.md#roles)', () => {
  it.each([
    [['customer'], null, 'customer'],
    [['customer', 'driver'], null, 'driver'],
    [['customer', 'driver', 'restaurant'], null, 'restaurant'],
    [['customer', 'admin', 'driver', 'restaurant'], null, 'admin'],
    [['customer', 'admin'], 'customer', 'customer'],
    [['customer', 'driver'], 'admin', 'driver'],
    [['customer'], 'nonsense', 'customer'],
    [[], null, null],
    [[], 'admin', null],
    [['superuser'], null, null],
  ] as const)('roles %j with preferred %s → %s', (roles, preferred, expected) => {
    expect(activeRole(roles, preferred)).toBe(expected);
  });

  it('recognises only the four roles', () => {
    expect(APP_ROLES_CHECK.map(isAppRole)).toEqual([true, true, true, true, false, false]);
  });
});

const APP_ROLES_CHECK = ['admin', 'restaurant', 'driver', 'customer', 'Admin', 42];
