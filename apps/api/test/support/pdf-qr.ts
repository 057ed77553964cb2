import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Pixels per QR module and the quiet zone (in modules) of the image the code is read from. */
const SCALE = 4;
const QUIET = 4;

/**
 * Reads the QR code drawn on the first page of a PDF, as a phone camera would: pdfmake draws a QR
 * as one filled square per dark module, so the squares' positions give the grid, which is painted
 * into an image and decoded by jsQR. Null when the page has no QR code or it does not decode.
 */
export async function firstPageQrText(pdf: Uint8Array): Promise<string | null> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const { fnArray, argsArray } = await (await document.getPage(1)).getOperatorList();
    const squares: Array<{ x: number; y: number; size: number }> = [];
    fnArray.forEach((fn, index) => {
      // A filled path: its fill comes after the colour is set, before the next path.
      if (fn !== OPS.constructPath || !fnArray.slice(index + 1, index + 4).includes(OPS.fill)) return;
      const [ops, coords] = argsArray[index] as [number[], number[]];
      if (ops.length !== 1 || ops[0] !== OPS.rectangle) return;
      const [x, y, width, height] = coords as [number, number, number, number];
      if (Math.abs(width - height) < 0.01 && width > 0.5 && width < 6) squares.push({ x, y, size: width });
    });
    if (squares.length < 21) return null;
    const size = Math.min(...squares.map((square) => square.size));
    const minX = Math.min(...squares.map((square) => square.x));
    const minY = Math.min(...squares.map((square) => square.y));
    const modules = Math.round((Math.max(...squares.map((square) => square.x)) - minX) / size) + 1;
    const side = (modules + 2 * QUIET) * SCALE;
    const image = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const square of squares) {
      const column = Math.round((square.x - minX) / size);
      const row = Math.round((square.y - minY) / size);
      const span = Math.max(1, Math.round(square.size / size));
      for (let dy = 0; dy < span * SCALE; dy += 1) {
        for (let dx = 0; dx < span * SCALE; dx += 1) {
          const offset = (((row + QUIET) * SCALE + dy) * side + (column + QUIET) * SCALE + dx) * 4;
          image.fill(0, offset, offset + 3);
        }
      }
    }
    return jsQR(image, side, side)?.data ?? null;
  } finally {
    await document.destroy();
  }
}
