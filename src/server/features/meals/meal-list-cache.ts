import { count, eq, max } from "drizzle-orm";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";

const MAX_ENTRIES = 500;

/**
 * Serialised meal-list pages, reused while the user's meals are unchanged. Whether they changed is one cheap
 * aggregate query (row count and newest update), so the cache stays correct across several web processes:
 * any insert, edit or delete, by any process, changes the key.
 */
export function createMealListCache(db: Database) {
  const pages = new Map<string, { version: string; body: string }>();
  const t = schema.foodEntries;

  async function version(userId: string) {
    const [row] = await db
      .select({ rows: count(), updated: max(t.updatedAt), created: max(t.createdAt) })
      .from(t)
      .where(eq(t.userId, userId));
    return `${row?.rows ?? 0}:${row?.updated?.getTime() ?? 0}:${row?.created?.getTime() ?? 0}`;
  }

  return {
    /** The page's JSON, from the cache when the user's meals have not changed since it was built. */
    async page(userId: string, pageKey: string, build: () => Promise<unknown>): Promise<string> {
      const key = `${userId}|${pageKey}`;
      const current = await version(userId);
      const cached = pages.get(key);
      if (cached?.version === current) {
        // Re-insert so the map's order doubles as least-recently-used order.
        pages.delete(key);
        pages.set(key, cached);
        return cached.body;
      }
      const body = JSON.stringify(await build());
      pages.set(key, { version: current, body });
      if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
      return body;
    },
  };
}
