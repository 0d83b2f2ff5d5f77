import { LOCATED_COOKIE as CORE_LOCATED_COOKIE } from '@lekker/core/first-requests';
import { describe, expect, it, vi } from 'vitest';
import {
  LOCATED_COOKIE,
  LOCATION_CHANGE_EVENT,
  LOCATION_STORAGE_KEY,
  locationStore,
  markLocated,
  parseStoredLocation,
  readStoredLocation,
} from './location.ts';

describe('stored location (localStorage lekker.location)', () => {
  it('reads a stored location, trimming place names and forgetting blank ones', () => {
    window.localStorage.setItem(
      LOCATION_STORAGE_KEY,
      JSON.stringify({
        latitude: -25.85,
        longitude: 25.64,
        accuracy: 30,
        area: ' Golf View ',
        city: '  ',
        country: 7,
      }),
    );
    const location = readStoredLocation();
    expect(location).toEqual({ latitude: -25.85, longitude: 25.64, accuracy: 30, area: 'Golf View' });
    expect(location?.city).toBeUndefined();
    expect(location?.country).toBeUndefined();
  });

  it('loads an older value without accuracy as accuracy 0', () => {
    expect(parseStoredLocation('{"latitude":-25.85,"longitude":25.64}')).toEqual({
      latitude: -25.85,
      longitude: 25.64,
      accuracy: 0,
    });
  });

  it.each([
    null,
    'not json',
    '[]',
    '{"latitude":"-25","longitude":25}',
    '{"latitude":91,"longitude":25}',
    '{"latitude":-25,"longitude":-181}',
  ])('treats %j as no location', (raw) => {
    expect(parseStoredLocation(raw)).toBeNull();
  });

  it('announces writes to this tab', () => {
    const heard = vi.fn();
    window.addEventListener(LOCATION_CHANGE_EVENT, heard);
    locationStore.write({ latitude: -25.85, longitude: 25.64, accuracy: 0 });
    locationStore.clear();
    window.removeEventListener(LOCATION_CHANGE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('the located-cookie hint (the server leaves national Top Picks out of the page)', () => {
  const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LOCATED_COOKIE}=`));

  it('is named as the server and the early script read it', () => {
    expect(LOCATED_COOKIE).toBe(CORE_LOCATED_COOKIE);
  });

  it('is set and cleared', () => {
    markLocated(true);
    expect(hint()).toBe(`${LOCATED_COOKIE}=1`);
    markLocated(false);
    expect(hint()).toBeUndefined();
  });
});
