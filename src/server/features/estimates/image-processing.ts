import type Sharp from "sharp";
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from "../../../contracts/index.js";
import { AppError } from "../../http/app-error.js";

/** Refuses images that would decode to more pixels than a large phone photo (decompression bombs). */
const MAX_INPUT_PIXELS = 64_000_000;
/** Photos decoded at once; more wait their turn, so a burst of uploads does not hold a decoded photo per request. */
const DECODES_AT_ONCE = 2;

let sharpModule: Promise<typeof Sharp> | undefined;
/** libvips (about 15 MB resident) loads with the first photo, not with every process. */
function loadSharp() {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    // Every photo differs, so libvips' operation cache (up to 50 MB) would only hold memory; one thread per photo.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

let decoding = 0;
const waiting: Array<() => void> = [];
async function oneOfFewDecodes<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

export interface StoredImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
  extension: "jpg";
}

/**
 * Decodes the upload, turns it upright by its EXIF orientation, shrinks it for the page and re-encodes it as JPEG.
 * sharp writes no metadata unless asked, so EXIF (GPS included), XMP, IPTC and ICC text are all dropped.
 */
export async function normalizeImage(bytes: Buffer): Promise<StoredImage> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await oneOfFewDecodes(() =>
      sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({
          width: ESTIMATE_LIMITS.maxSidePx,
          height: ESTIMATE_LIMITS.maxSidePx,
          fit: "inside",
          withoutEnlargement: true,
        })
        // Transparent PNG/WebP areas would turn black in a JPEG.
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, width: info.width, height: info.height, contentType: "image/jpeg", extension: "jpg" };
  } catch {
    throw new AppError("image_unreadable", 400, ESTIMATE_MESSAGES.undecodable);
  }
}
