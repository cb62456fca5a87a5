import qrcode from 'qrcode-generator';

/**
 * The dark modules of a QR code (error correction M), row by row. The print page draws them as
 * SVG and the PDF as filled squares, so both carry the same code; it is made locally, never by
 * an image service.
 */
export function qrMatrix(value: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}
