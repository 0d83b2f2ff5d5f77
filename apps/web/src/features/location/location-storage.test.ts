import { describe, expect, it } from 'vitest';
import { LOCATED_COOKIE, readStoredLocation } from '@/lib/location.ts';
import { browserLocationStorage } from './location-storage.ts';

describe('the browser`s location storage', () => {
  const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LOCATED_COOKIE}=`));

  it('tells the server a location is stored (the located hint) when it stores one, and clears it with the location', () => {
    browserLocationStorage.write({ latitude: -25.85, longitude: 25.64, accuracy: 10 });
    expect(readStoredLocation()?.latitude).toBe(-25.85);
    expect(hint()).toBe(`${LOCATED_COOKIE}=1`);
    browserLocationStorage.write(null);
    expect(readStoredLocation()).toBeNull();
    expect(hint()).toBeUndefined();
  });
});
