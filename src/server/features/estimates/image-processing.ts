import sharp from "sharp";
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from "../../../contracts/index.js";
import { AppError } from "../../http/app-error.js";

/** Refuses images that would decode to more pixels than a large phone photo (decompression bombs). */
const MAX_INPUT_PIXELS = 64_000_000;

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
  try {
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
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
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: "image/jpeg", extension: "jpg" };
  } catch {
    throw new AppError("image_unreadable", 400, ESTIMATE_MESSAGES.undecodable);
  }
}
