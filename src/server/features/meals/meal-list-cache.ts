/** Bounded by bytes, not entries: a 500-meal page is six times a 100-meal one. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Serialised meal-list pages, reused while the user's meals are unchanged. The caller passes the user's
 * `meals_version`, which a database trigger bumps on every write to their meals and which arrives with the
 * session lookup, so the check costs no query and stays correct across several web and worker processes.
 */
export function createMealListCache(maxBytes = MAX_BYTES) {
  const pages = new Map<string, { version: number; body: Buffer }>();
  let bytes = 0;

  function store(key: string, page: { version: number; body: Buffer }) {
    const previous = pages.get(key);
    if (previous) bytes -= previous.body.byteLength;
    pages.delete(key);
    pages.set(key, page);
    bytes += page.body.byteLength;
    // The map's order doubles as least-recently-used order.
    for (const [oldest, { body }] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(oldest);
      bytes -= body.byteLength;
    }
  }

  return {
    /** The page's JSON, from the cache when nothing was written to the user's meals since it was built. */
    async page(userId: string, version: number, pageKey: string, build: () => Promise<unknown>): Promise<Buffer> {
      const key = `${userId}|${pageKey}`;
      const cached = pages.get(key);
      if (cached?.version === version) {
        store(key, cached);
        return cached.body;
      }
      // Encoded once: sending a Buffer skips re-encoding 100 meals of JSON on every request.
      const body = Buffer.from(JSON.stringify(await build()));
      // Versions only grow: a slow build must not replace a page another request built from newer meals.
      const latest = pages.get(key);
      if (!latest || latest.version < version) store(key, { version, body });
      return body;
    },
  };
}
