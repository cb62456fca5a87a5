/** The DICOM services the portal's listener offers (issue 32): what it accepts, nothing more. */

export const VERIFICATION = '1.2.840.10008.1.1';
export const MODALITY_WORKLIST_FIND = '1.2.840.10008.5.1.4.31';

export const IMAGE_STORAGE_CLASSES = {
  '1.2.840.10008.5.1.4.1.1.6.1': 'Ultrasound Image',
  '1.2.840.10008.5.1.4.1.1.3.1': 'Ultrasound Multi-frame Image',
  '1.2.840.10008.5.1.4.1.1.7': 'Secondary Capture Image',
  '1.2.840.10008.5.1.4.1.1.7.4': 'Multi-frame True Color Secondary Capture Image',
} as const;

export const SR_STORAGE_CLASSES = {
  '1.2.840.10008.5.1.4.1.1.88.11': 'Basic Text SR',
  '1.2.840.10008.5.1.4.1.1.88.22': 'Enhanced SR',
  '1.2.840.10008.5.1.4.1.1.88.33': 'Comprehensive SR',
  '1.2.840.10008.5.1.4.1.1.88.34': 'Comprehensive 3D SR',
} as const;

export const IMPLICIT_LE = '1.2.840.10008.1.2';
export const EXPLICIT_LE = '1.2.840.10008.1.2.1';
export const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';

/**
 * Compressed image syntaxes a scanner may insist on that have no decoder here: the object is kept
 * (it is the record) and shows "No preview" rather than being refused at association.
 */
export const STORED_ONLY_IMAGE_SYNTAXES = [
  '1.2.840.10008.1.2.4.51', // JPEG extended
  '1.2.840.10008.1.2.4.57', // JPEG lossless
  '1.2.840.10008.1.2.4.70', // JPEG lossless, first-order prediction
  '1.2.840.10008.1.2.4.80', // JPEG-LS lossless
  '1.2.840.10008.1.2.4.81', // JPEG-LS near-lossless
  '1.2.840.10008.1.2.4.90', // JPEG 2000 lossless
  '1.2.840.10008.1.2.4.91', // JPEG 2000
  '1.2.840.10008.1.2.5', // RLE lossless
] as const;

export function isImageClass(uid: string): boolean {
  return Object.hasOwn(IMAGE_STORAGE_CLASSES, uid);
}

export function isSrClass(uid: string): boolean {
  return Object.hasOwn(SR_STORAGE_CLASSES, uid);
}

/**
 * The transfer syntax accepted for a proposed presentation context, or null to reject it:
 * uncompressed little endian for everything, JPEG baseline for images (a real codec decodes it),
 * and for images the compressed syntaxes kept without a preview when nothing better is offered.
 */
export function acceptedTransferSyntax(abstractSyntax: string, proposed: readonly string[]): string | null {
  const storable = isImageClass(abstractSyntax) || isSrClass(abstractSyntax);
  if (!storable && abstractSyntax !== VERIFICATION && abstractSyntax !== MODALITY_WORKLIST_FIND) return null;
  if (proposed.includes(EXPLICIT_LE)) return EXPLICIT_LE;
  if (proposed.includes(IMPLICIT_LE)) return IMPLICIT_LE;
  if (isImageClass(abstractSyntax) && proposed.includes(JPEG_BASELINE)) return JPEG_BASELINE;
  if (isImageClass(abstractSyntax))
    return STORED_ONLY_IMAGE_SYNTAXES.find((syntax) => proposed.includes(syntax)) ?? null;
  return null;
}
