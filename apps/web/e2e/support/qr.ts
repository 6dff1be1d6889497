import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image (a screenshot of it), as a phone's camera would read it. */
export function readQrCode(image: Buffer): string | null {
  const { width, height, data } = PNG.sync.read(image);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}
