import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { ownerImagePath, type EstimateRow } from "./estimate.mapper.js";

const t = schema.publicEstimates;
const LIST_LIMIT = 50;

export function createEstimatesRepo(db: Database) {
  const mine = (id: string, userId: string) => and(eq(t.id, id), eq(t.userId, userId));
  return {
    async insert(values: { id: string; userId: string; imagePath: string; caption?: string; timeZone: string }) {
      const [row] = await db.insert(t).values(values).returning();
      if (!row) throw new Error("estimate insert returned no row");
      return row;
    },

    list: (userId: string) =>
      db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt)).limit(LIST_LIMIT),

    async findOwned(id: string, userId: string): Promise<EstimateRow | undefined> {
      const [row] = await db.select().from(t).where(mine(id, userId));
      return row;
    },

    async find(id: string): Promise<EstimateRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row;
    },

    async setShared(id: string, userId: string, shared: boolean): Promise<EstimateRow | undefined> {
      const [row] = await db
        .update(t)
        .set({ isShared: shared, updatedAt: new Date() })
        .where(mine(id, userId))
        .returning();
      return row;
    },

    /** Deletes the row; the meals logged from it keep their numbers but lose the link to the removed photo. */
    async remove(id: string, userId: string): Promise<EstimateRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(t).where(mine(id, userId)).returning();
        if (row) {
          await tx
            .update(schema.foodEntries)
            .set({ imageUrl: null })
            .where(and(eq(schema.foodEntries.userId, userId), eq(schema.foodEntries.imageUrl, ownerImagePath(id))));
        }
        return row;
      });
    },
  };
}
export type EstimatesRepo = ReturnType<typeof createEstimatesRepo>;
