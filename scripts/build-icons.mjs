// `node scripts/build-icons.mjs`: draws the app icons in src/web/public from the logo (src/web/public/logo.svg).
// Run it after changing the logo and commit the PNGs; the build only copies them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../src/web/public", import.meta.url));
const logo = readFileSync(path.join(publicDir, "logo.svg"), "utf8");

// The logo is a rounded emerald tile with the artwork on top; the variants below recombine those parts.
const roundedTile = '<rect width="64" height="64" rx="16" fill="url(#mc-bg)"/>';
if (!logo.includes(roundedTile)) throw new Error(`logo.svg no longer contains ${roundedTile}; update build-icons.mjs`);
const [head, rest] = logo.split(roundedTile);
const artwork = rest.replace("</svg>", "").trim();

/** A square, full-bleed tile (no transparent corners) with the artwork scaled about the tile's centre. */
function fullBleed(scale) {
  // The artwork's box is x 12–52, y 14–56.5; centre it vertically as well as shrinking it.
  const shiftY = -3.25 * scale;
  const offset = 32 * (1 - scale);
  return `${head}<rect width="64" height="64" fill="url(#mc-bg)"/>
  <g transform="translate(${offset} ${offset + shiftY}) scale(${scale})">${artwork}</g>
</svg>`;
}

async function png(svg, size) {
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();
}

/** An .ico holding PNG images (supported by every current browser and by Windows since Vista). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const outputs = {
  "pwa-192x192.png": await png(logo, 192),
  "pwa-512x512.png": await png(logo, 512),
  // Maskable icons are cropped to a circle of 80% of their width: keep the artwork inside it.
  "maskable-512x512.png": await png(fullBleed(0.72), 512),
  // iOS fills transparent corners with black and rounds the icon itself, so this one is a full square.
  "apple-touch-icon.png": await png(fullBleed(0.86), 180),
  "favicon.ico": ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo, size) })))),
};

for (const [name, data] of Object.entries(outputs)) {
  writeFileSync(path.join(publicDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
