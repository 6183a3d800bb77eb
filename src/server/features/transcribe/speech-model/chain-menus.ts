import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { SPEECH_ASSETS } from "../speech-assets.js";

const spoken = z.string().regex(/^[a-z][a-z' ]*$/, "lower-case words");

export const chainMenusSchema = z.object({
  about: z.string(),
  chains: z.array(z.object({ said: z.array(spoken).min(1), sizes: z.array(spoken), items: z.array(spoken).min(1) })),
  brands: z.array(z.object({ said: z.array(spoken).min(1), items: z.array(spoken).min(1) })),
});
export type ChainMenus = z.infer<typeof chainMenusSchema>;

/** assets/chain-menus.json: restaurant chains and brands with what people order or buy from them. */
export function readChainMenus(path = resolve(SPEECH_ASSETS.folder, "../chain-menus.json")): ChainMenus {
  return chainMenusSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}
