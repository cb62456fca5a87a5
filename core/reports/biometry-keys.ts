/** Measurement-map keys of the biometry calculator; the print view's biometry table reads them. */
export const BIOMETRY_KEYS = {
  bpd: 'BPD (mm)',
  hc: 'HC (mm)',
  ac: 'AC (mm)',
  fl: 'FL (mm)',
  ga: 'GA by biometry',
  efw: 'EFW',
} as const;
