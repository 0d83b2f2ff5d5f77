// Image files the owner picks: the same limits the server enforces, checked first so a wrong file fails fast.
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be uploaded, or null when it may be (the server still checks its first bytes). */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'Please choose a JPG, PNG or WebP image.';
  if (file.size > IMAGE_MAX_BYTES) return 'Image size must be less than 5MB';
  return null;
}
