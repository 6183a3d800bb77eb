/** The quiet zone scanners need around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

interface QrMatrix {
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
}

/** One SVG path of unit squares: crisp at any size and a few hundred bytes for a URL-length code. */
export function qrMatrixToSvg(matrix: QrMatrix): string {
  const count = matrix.getModuleCount();
  const size = count + QUIET_ZONE * 2;
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (matrix.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#0f172a" d="${path}"/></svg>`;
}

/** A QR code for `text` as an image URL; the encoder loads only when a code is asked for. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: qrcode } = await import("qrcode-generator");
  // Level M survives a smudged or glare-hit screen and keeps an install URL at a small, easy-to-scan version.
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrMatrixToSvg(code))}`;
}
