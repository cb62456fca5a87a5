/**
 * The most pixels an uploaded image (logo or Form F evidence) may have; its header is read
 * before anything is decoded (issue 28). An A4 page scanned at 300 dpi is under 9 MP.
 */
export const MAX_IMAGE_MEGAPIXELS = 25;

/** Logo upload wording (accounts spec §5 "Logo upload", §8), shared by the server and the settings screen. */
export const UPLOAD_MESSAGES = {
  fileTooLarge: 'File must be smaller than 5MB',
  invalidImage: 'Please select a valid image file',
  tooManyPixels: `Image must be at most ${MAX_IMAGE_MEGAPIXELS} megapixels (for example 5000 × 5000 pixels)`,
  linkInvalid: 'This upload link is invalid, expired or already used. Please start the upload again.',
} as const;

/** 5 MB, the spec's limit (accounts §9), in bytes. */
export const LOGO_MAX_BYTES = 5_242_880;
/** How long one upload grant stays usable. */
export const LOGO_UPLOAD_TTL_MS = 10 * 60 * 1000;
