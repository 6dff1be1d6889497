import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The blank border a QR code needs around it to be read, in modules (the standard's quiet zone). */
const QUIET_ZONE = 4;

interface JoinQrCodeProps {
  /** The address a phone opens when it reads the code. */
  link: string;
  /** Its drawn size, in any CSS length: "140px", "30mm". */
  size: string;
  className?: string;
}

/** The join link as a QR code, drawn as one SVG path: sharp at any size, on screen and on paper. */
export function JoinQrCode({ link, size, className }: JoinQrCodeProps) {
  const { t } = useTranslation('classCode');
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
      aria-label={t('qrCode', { link })}
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
