import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * npm run build:english-words [-- /usr/share/dict/american-english]
 * Writes assets/english-words.txt.gz from Debian's wamerican word list (SCOWL, freely redistributable): the
 * lower-case words of three letters or more, one per line, sorted. The typo corrector leaves these words alone.
 * Install the list with `apt-get install wamerican`; the committed asset means the app itself never needs it.
 */
const source = process.argv[2] ?? "/usr/share/dict/american-english";
const out = resolve(dirname(fileURLToPath(import.meta.url)), "..", "assets", "english-words.txt.gz");
const words = [
  ...new Set(
    readFileSync(source, "utf8")
      .split("\n")
      .map((w) => w.trim())
      .filter((w) => /^[a-z]{3,}$/.test(w)),
  ),
].sort();
writeFileSync(out, gzipSync(`${words.join("\n")}\n`, { level: 9 }));
console.log(`${words.length} words → ${out}`);
