import { eq } from "drizzle-orm";
import { DEFAULT_GOALS, effectiveGoals, goalKeys, type GoalsForm, type Goals } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";

const t = schema.userGoals;

export function createGoalsRepo(db: Database) {
  return {
    /** The user's goals; a new user gets the default goals stored on first read. */
    async get(userId: string): Promise<{ goals: Goals; goalType: "simple" | "macro" }> {
      const [row] = await db.select().from(t).where(eq(t.userId, userId)).limit(1);
      const stored =
        row ??
        (
          await db
            .insert(t)
            .values({ userId, ...DEFAULT_GOALS })
            .onConflictDoNothing()
            .returning()
        )[0] ??
        (await db.select().from(t).where(eq(t.userId, userId)).limit(1))[0];
      return { goals: effectiveGoals(stored), goalType: stored?.goalType ?? "simple" };
    },

    async save(userId: string, form: GoalsForm) {
      const values = Object.fromEntries(goalKeys.map((key) => [key, Number(form[key])])) as Goals;
      await db
        .insert(t)
        .values({ userId, ...values, goalType: form.goalType })
        .onConflictDoUpdate({ target: t.userId, set: { ...values, goalType: form.goalType, updatedAt: new Date() } });
    },
  };
}
export type GoalsRepo = ReturnType<typeof createGoalsRepo>;
