import { and, eq } from "drizzle-orm";
import type { User } from "../../contracts/index.js";
import type { Database } from "../db/index.js";
import { schema } from "../db/index.js";
import type { OidcClaims } from "./oidc.js";

type UserRow = typeof schema.users.$inferSelect;

export const toUserResponse = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: row.profileImageUrl,
  createdAt: row.createdAt.toISOString(),
});

export function createUsersRepo(db: Database) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id)).limit(1);
      return row;
    },

    async findPasswordAccount(email: string) {
      const [row] = await db
        .select({ user: schema.users, passwordHash: schema.passwordCredentials.passwordHash })
        .from(schema.users)
        .innerJoin(schema.passwordCredentials, eq(schema.passwordCredentials.userId, schema.users.id))
        .where(eq(schema.users.email, email))
        .limit(1);
      return row;
    },

    async emailTaken(email: string) {
      const [row] = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, email))
        .limit(1);
      return Boolean(row);
    },

    /** Creates the user and its password in one transaction; undefined when the email is already taken. */
    async createWithPassword(email: string, passwordHash: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(schema.users).values({ email }).onConflictDoNothing().returning();
        if (!user) return undefined;
        await tx.insert(schema.passwordCredentials).values({ userId: user.id, passwordHash });
        return user;
      });
    },

    /** Finds the user by the provider's subject, else links the account with the same email, else creates one. */
    async upsertFromOidc(profile: OidcClaims): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [linked] = await tx
          .select({ user: schema.users })
          .from(schema.oidcIdentities)
          .innerJoin(schema.users, eq(schema.users.id, schema.oidcIdentities.userId))
          .where(
            and(eq(schema.oidcIdentities.issuer, profile.issuer), eq(schema.oidcIdentities.subject, profile.subject)),
          )
          .limit(1);
        const details = {
          firstName: profile.firstName ?? null,
          lastName: profile.lastName ?? null,
          profileImageUrl: profile.profileImageUrl ?? null,
          updatedAt: new Date(),
        };
        if (linked && linked.user) {
          const [updated] = await tx
            .update(schema.users)
            .set(details)
            .where(eq(schema.users.id, linked.user.id))
            .returning();
          return updated ?? linked.user;
        }
        const email = profile.email?.toLowerCase();
        const [byEmail] = email
          ? await tx.select().from(schema.users).where(eq(schema.users.email, email)).limit(1)
          : [];
        const linkable = byEmail && profile.emailVerified ? byEmail : undefined;
        const user =
          linkable ??
          (
            await tx
              .insert(schema.users)
              .values({ email: byEmail ? null : (email ?? null), ...details })
              .returning()
          )[0];
        if (!user) throw new Error("user insert returned no row");
        await tx
          .insert(schema.oidcIdentities)
          .values({ issuer: profile.issuer, subject: profile.subject, userId: user.id });
        return user;
      });
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
