import { ESTIMATE_LIMITS } from "../../../../contracts/index.js";

/** Above this the browser shrinks the photo first: a phone camera's 12–50 MP photo uploads in a fraction of the time. */
const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
const UPLOAD_SIDE_PX = ESTIMATE_LIMITS.maxSidePx * 2;

/**
 * The photo to send: large photos are redrawn at most 2560 px wide as JPEG (upright, without metadata),
 * anything the browser can't decode (e.g. HEIC in Chrome) goes as it is and the server decides.
 */
export async function prepareUpload(file: File): Promise<{ photo: Blob; fileName: string }> {
  const original = { photo: file as Blob, fileName: file.name || "photo.jpg" };
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== "function") return original;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, UPLOAD_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    return blob && blob.size < file.size ? { photo: blob, fileName: "photo.jpg" } : original;
  } catch {
    return original;
  }
}
