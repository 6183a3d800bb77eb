// The rule `npm start` uses for each thing it builds: rebuild when any of its sources is newer than the output.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time in a file or folder (a folder's own time changes when a file is added or removed). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** True when `output` (a file, relative to root) is missing or older than any of `sources` (files or folders). */
export function needsBuild(root, output, sources) {
  const target = path.join(root, output);
  const builtAt = existsSync(target) ? statSync(target).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
}
