import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { userPreferencesSchema, type UserPreferences } from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { parseInput } from "../../http/validate.js";

const t = schema.userPreferences;

export function registerPreferencesRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Database; sessions: SessionManager },
) {
  app.get("/api/user-preferences", async (request): Promise<UserPreferences> => {
    const user = await sessions.requireUser(request);
    const [row] = await db.select().from(t).where(eq(t.userId, user.id)).limit(1);
    const stored = userPreferencesSchema.shape.mealsVisibleColumns.safeParse(row?.mealsVisibleColumns);
    return { mealsVisibleColumns: stored.success ? stored.data : [] };
  });

  app.put("/api/user-preferences", async (request): Promise<UserPreferences> => {
    const user = await sessions.requireUser(request);
    const { mealsVisibleColumns } = parseInput(userPreferencesSchema, request.body);
    await db
      .insert(t)
      .values({ userId: user.id, mealsVisibleColumns })
      .onConflictDoUpdate({ target: t.userId, set: { mealsVisibleColumns, updatedAt: new Date() } });
    return { mealsVisibleColumns };
  });
}
