const MAX_ENTRIES = 500;

/**
 * Serialised meal-list pages, reused while the user's meals are unchanged. The caller passes the user's
 * `meals_version`, which a database trigger bumps on every write to their meals and which arrives with the
 * session lookup, so the check costs no query and stays correct across several web and worker processes.
 */
export function createMealListCache() {
  const pages = new Map<string, { version: number; body: Buffer }>();

  return {
    /** The page's JSON, from the cache when nothing was written to the user's meals since it was built. */
    async page(userId: string, version: number, pageKey: string, build: () => Promise<unknown>): Promise<Buffer> {
      const key = `${userId}|${pageKey}`;
      const cached = pages.get(key);
      if (cached?.version === version) {
        // Re-insert so the map's order doubles as least-recently-used order.
        pages.delete(key);
        pages.set(key, cached);
        return cached.body;
      }
      // Encoded once: sending a Buffer skips re-encoding 100 meals of JSON on every request.
      const body = Buffer.from(JSON.stringify(await build()));
      // Versions only grow: a slow build must not replace a page another request built from newer meals.
      if (!cached || cached.version < version) pages.set(key, { version, body });
      if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
      return body;
    },
  };
}
