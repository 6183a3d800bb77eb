import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const FOLDER = "estimates";
const SAFE_NAME = /^[A-Za-z0-9_-]+\.(jpg|webp)$/;

/** Estimate photos under DATA_DIR/uploads/estimates; rows keep the path relative to the uploads folder. */
export function createImageStore(uploadsDir: string) {
  const folder = path.join(uploadsDir, FOLDER);
  // Stored paths are written by us, but a row is still data: never follow one outside the folder.
  const resolve = (relativePath: string) => {
    const name = path.basename(relativePath);
    if (!SAFE_NAME.test(name) || relativePath !== `${FOLDER}/${name}`)
      throw new Error(`unexpected image path ${relativePath}`);
    return path.join(folder, name);
  };
  return {
    async save(id: string, data: Buffer, extension: "jpg" | "webp"): Promise<string> {
      await mkdir(folder, { recursive: true });
      const relativePath = `${FOLDER}/${id}.${extension}`;
      await writeFile(resolve(relativePath), data, { mode: 0o600 });
      return relativePath;
    },
    read: (relativePath: string) => readFile(resolve(relativePath)),
    async remove(relativePath: string) {
      await rm(resolve(relativePath), { force: true });
    },
    absolutePath: resolve,
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
