import { useMemo } from 'react';
import { qrMatrix } from '../../../../core/print/qr-matrix.ts';

/**
 * A QR code drawn as SVG squares in this browser, so the data (an authenticator key) never
 * leaves the page for an image service. Dark on white with a quiet zone, as scanners expect.
 */
export function QrCode({
  value,
  label,
  size = 192,
  className = 'rounded-md border border-slate-200 bg-white',
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const { count, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    let d = '';
    matrix.forEach((cells, row) => {
      cells.forEach((dark, col) => {
        if (dark) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      });
    });
    return { count: matrix.length + 8, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
