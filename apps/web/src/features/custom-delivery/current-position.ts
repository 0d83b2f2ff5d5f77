// The browser's position for 'Use my current location' (docs/product.md#location: high accuracy,
// timeout 7 s, maximum age 0; the request as a whole gives up after 8 s).

export const POSITION_ERRORS = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied. Please enable location services in your browser settings.',
  unavailable: 'Location information unavailable. Please check your device settings.',
  timeout: 'Location request timed out',
  failed: 'Failed to get location',
} as const;

export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 7000, maximumAge: 0 };
export const POSITION_REQUEST_TIMEOUT_MS = 8000;

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

function errorText(code: number | undefined): string {
  if (code === 1) return POSITION_ERRORS.denied;
  if (code === 2) return POSITION_ERRORS.unavailable;
  if (code === 3) return POSITION_ERRORS.timeout;
  return POSITION_ERRORS.failed;
}

/** Resolves with the position, or rejects with an Error carrying the text of docs/product.md#location. */
export function currentPosition(
  geolocation: GeolocationLike | undefined = typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : undefined,
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(POSITION_ERRORS.unsupported));
      return;
    }
    const timer = setTimeout(() => reject(new Error(POSITION_ERRORS.timeout)), POSITION_REQUEST_TIMEOUT_MS);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        reject(new Error(errorText(error?.code)));
      },
      POSITION_OPTIONS,
    );
  });
}
