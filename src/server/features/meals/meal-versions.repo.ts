import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { MealChangeKind, MealEntryDraft } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";

const t = schema.mealVersions;
type Executor = Pick<Database, "select" | "insert" | "update">;

/** The changes 'Undo' takes back: everything but an undo itself. */
export const UNDOABLE_KINDS = ["edit", "fix", "move"] as const satisfies readonly MealChangeKind[];
export const isUndoable = (kind: MealChangeKind) => (UNDOABLE_KINDS as readonly MealChangeKind[]).includes(kind);

/** The history of a meal's changes: written in the transaction that changes the meal, read by its owner only. */
export function createMealVersionsRepo(db: Database) {
  return {
    list(userId: string, entryId: string) {
      return db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.entryId, entryId)))
        .orderBy(desc(t.changedAt), desc(t.id));
    },

    async latestUndoable(tx: Executor, userId: string, entryId: string) {
      const [row] = await tx
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.entryId, entryId), inArray(t.change, UNDOABLE_KINDS), isNull(t.undoneAt)))
        .orderBy(desc(t.changedAt), desc(t.id))
        .limit(1);
      return row;
    },
  };
}

/** Records one change with the meal as it was before it. */
export async function recordChange(
  tx: Executor,
  change: { userId: string; entryId: string; change: MealChangeKind; instruction: string; previous: MealEntryDraft },
) {
  await tx.insert(t).values({
    userId: change.userId,
    entryId: change.entryId,
    change: change.change,
    instruction: change.instruction,
    previousEntry: change.previous,
  });
}

export async function markUndone(tx: Executor, id: string, at: Date) {
  await tx.update(t).set({ undoneAt: at }).where(eq(t.id, id));
}
