import sharp from "sharp";
import type { SignedInUser } from "../helpers/app.js";

/** A small real photo-like image; JPEGs carry camera EXIF with a GPS position and a rotated orientation. */
export async function makeImage(format: "jpeg" | "png" | "webp", width = 64, height = 48): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 210, g: 120, b: 60 } } });
  if (format === "png") return base.png().toBuffer();
  if (format === "webp") return base.webp().toBuffer();
  return base
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretCam", Model: "Model X1", Artist: "Alice Example" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 300/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | { data: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

export async function upload(user: SignedInUser, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return user.request({ method: "POST", url: "/api/estimates", payload: body.payload, headers: body.headers });
}

export const photo = (data: Buffer, name = "meal.jpg", type = "image/jpeg") => ({ data, name, type });

/** Polls the owner's GET /api/estimates/:id until the estimate finished, as the /log card does. */
export async function waitForEstimate(user: SignedInUser, id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await user.request({ url: `/api/estimates/${id}` });
    const body = response.json();
    if (["completed", "failed", "cancelled"].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`estimate ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
