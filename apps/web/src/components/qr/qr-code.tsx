import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The blank border a QR code needs around it to be read, in modules (the standard's quiet zone). */
const QUIET_ZONE = 4;

interface QrCodeProps {
  /** The address a phone opens when it reads the code. */
  link: string;
  /** What the picture is, for a screen reader: which address it opens, and what for. */
  label: string;
  /** Its drawn size, in any CSS length: "140px", "30mm". */
  size: string;
  className?: string;
}

/** A link as a QR code, drawn as one SVG path: sharp at any size, on screen, on paper and on a projector. */
export function QrCode({ link, label, size, className }: QrCodeProps) {
  const { width, path } = useMemo(() => {
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { width: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
  }, [link]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
