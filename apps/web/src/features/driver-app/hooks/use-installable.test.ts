import { afterEach, describe, expect, it } from 'vitest';
import { DRIVER_MANIFEST, driverManifest } from './use-installable.ts';

// docs/decisions/061-i18n-library-and-locale.md: the driver's manifest in the page's language.
describe('driverManifest', () => {
  afterEach(() => {
    document.documentElement.lang = 'en-ZA';
  });

  it("is the page language's manifest, English when the page says none the app speaks", () => {
    document.documentElement.lang = 'af-ZA';
    expect(driverManifest()).toBe('/driver.af-ZA.webmanifest');
    document.documentElement.lang = 'fr-FR';
    expect(driverManifest()).toBe(DRIVER_MANIFEST);
    expect(DRIVER_MANIFEST).toBe('/driver.webmanifest');
  });
});
