import { spawnSync } from 'node:child_process';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image (a screenshot of it), as a phone's camera would read it. */
export function readQrCode(image: Buffer): string | null {
  const { width, height, data } = PNG.sync.read(image);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

/** A part of a PDF's first page, in millimetres from its top left corner. */
export interface PageArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DOTS_PER_INCH = 150;
const dots = (millimetres: number) => String(Math.round((millimetres / 25.4) * DOTS_PER_INCH));

/**
 * Part of a PDF's first page as a PNG at a printer's resolution, drawn by poppler's pdftoppm; null where
 * poppler is not installed (.ci/run installs it).
 */
export function pdfAreaAsPng(pdf: Buffer, { x, y, width, height }: PageArea): Buffer | null {
  const area = ['-x', dots(x), '-y', dots(y), '-W', dots(width), '-H', dots(height)];
  const drawn = spawnSync(
    'pdftoppm',
    ['-png', '-r', String(DOTS_PER_INCH), '-f', '1', '-l', '1', ...area, '-singlefile', '-'],
    { input: pdf, maxBuffer: 64 * 1024 * 1024 },
  );
  return drawn.status === 0 ? drawn.stdout : null;
}
