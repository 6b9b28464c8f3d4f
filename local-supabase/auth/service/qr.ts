// The otpauth:// URI as a QR Code (qrcode library, byte mode, level M) rendered as a small SVG.
import QRCode from 'qrcode';

export interface QrCode {
  version: number;
  size: number;
  /** modules[y][x]: true for a dark module. */
  modules: boolean[][];
}

/** The symbol for `text` at level M; `mask` forces a mask pattern (0–7), otherwise the lowest-penalty one. */
export function encodeQr(text: string, mask?: number): QrCode {
  const q = QRCode.create(text, { errorCorrectionLevel: 'M', ...(mask === undefined ? {} : { maskPattern: mask as QRCode.QRCodeMaskPattern }) });
  const size = q.modules.size;
  const modules = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => q.modules.get(y, x) !== 0));
  return { version: q.version, size, modules };
}

/** SVG of the symbol with a four-module quiet zone (no '#': the markup travels inside a data: URI unescaped). */
export function qrSvg(text: string, moduleSize = 4): string {
  const q = encodeQr(text);
  const dim = q.size + 8;
  let d = '';
  q.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + 4},${y + 4}h1v1h-1z`;
    }),
  );
  const px = dim * moduleSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${dim} ${dim}" shape-rendering="crispEdges"><rect width="${dim}" height="${dim}" fill="white"/><path fill="black" d="${d}"/></svg>`;
}
