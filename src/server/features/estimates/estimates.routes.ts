import { randomBytes } from "node:crypto";
import multipart from "@fastify/multipart";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  estimateCaptionSchema,
  estimateShareRequestSchema,
  timeZoneSchema,
  type Estimate,
  type EstimateList,
  type EstimateLogResponse,
} from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { createUserRateLimit } from "../../http/user-rate-limit.js";
import { parseInput } from "../../http/validate.js";
import { toFoodEntryRow } from "../meals/index.js";
import { ownerImagePath, storedResult, toEstimate } from "./estimate.mapper.js";
import { sniffImage } from "./image-format.js";
import { normalizeImage } from "./image-processing.js";
import type { ImageStore } from "./image-store.js";
import { createEstimatesRepo } from "./estimates.repo.js";
import { readEstimateUpload } from "./upload-reader.js";

export interface EstimateOwnerRoutesOptions {
  db: Database;
  sessions: SessionManager;
  images: ImageStore;
  maxUploadBytes: number;
  onQueued: () => void;
}

/** 128 random bits: the share link cannot be guessed or enumerated. */
const newShareId = () => randomBytes(16).toString("base64url");
export const estimateIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
const uploadFieldsSchema = z.object({ caption: estimateCaptionSchema, time_zone: timeZoneSchema.optional() });

export async function registerEstimateOwnerRoutes(app: FastifyInstance, options: EstimateOwnerRoutesOptions) {
  const { db, sessions, images, onQueued } = options;
  const repo = createEstimatesRepo(db);
  // Unknown, malformed and other users' ids all answer the same 404.
  const estimateId = (params: unknown) => {
    const parsed = estimateIdSchema.safeParse(params);
    if (!parsed.success) throw notFound("Estimate");
    return parsed.data.id;
  };
  const owned = async (params: unknown, userId: string) => {
    const row = await repo.findOwned(estimateId(params), userId);
    if (!row) throw notFound("Estimate");
    return row;
  };

  const uploadLimit = createUserRateLimit(db, {
    bucket: "estimate-uploads",
    perMinute: ESTIMATE_LIMITS.perMinute,
    message: ESTIMATE_MESSAGES.rateLimited,
  });

  /** Reads, checks and stores the photo of an upload; a 4xx when it is not a usable photo. */
  async function storeUpload(request: FastifyRequest) {
    const upload = await readEstimateUpload(request, options.maxUploadBytes);
    if (!sniffImage(upload.photo)) throw new AppError("not_an_image", 415, ESTIMATE_MESSAGES.notImage);
    const fields = parseInput(uploadFieldsSchema, upload.fields);
    const image = await normalizeImage(upload.photo);
    const id = newShareId();
    return { id, fields, imagePath: await images.save(id, image.data, image.extension) };
  }

  // Its own scope, so multipart parsing applies to the upload only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, {
      limits: { fileSize: options.maxUploadBytes, files: 1, fields: 4, parts: 6, fieldSize: 4096 },
    });
    scope.addContentTypeParser("*", (_request, _payload, done) =>
      done(new AppError("not_multipart", 415, ESTIMATE_MESSAGES.notMultipart)),
    );

    scope.post("/api/estimates", async (request, reply): Promise<Estimate> => {
      const user = await sessions.requireUser(request);
      const giveBack = await uploadLimit.take(user.id);
      // A refused upload gives its place back: a wrong file does not cost the user a photo of their minute.
      const stored = await storeUpload(request).catch(async (error: unknown) => {
        await giveBack();
        throw error;
      });
      try {
        const row = await repo.insert({
          id: stored.id,
          userId: user.id,
          imagePath: stored.imagePath,
          caption: stored.fields.caption,
          timeZone: stored.fields.time_zone ?? user.timeZone ?? "UTC",
        });
        onQueued();
        reply.code(201);
        return toEstimate(row);
      } catch (error) {
        await images.remove(stored.imagePath);
        throw error;
      }
    });
  });

  app.get("/api/estimates", async (request): Promise<EstimateList> => {
    const user = await sessions.requireUser(request);
    return { items: (await repo.list(user.id)).map(toEstimate) };
  });

  app.get("/api/estimates/:id", async (request): Promise<Estimate> => {
    const user = await sessions.requireUser(request);
    return toEstimate(await owned(request.params, user.id));
  });

  app.get("/api/estimates/:id/image", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const row = await owned(request.params, user.id);
    if (!row.imagePath) throw notFound("Image");
    const data = await images.read(row.imagePath).catch(() => undefined);
    if (!data) throw notFound("Image");
    return reply
      .header("Cache-Control", "private, max-age=3600")
      .header("X-Content-Type-Options", "nosniff")
      .type("image/jpeg")
      .send(data);
  });

  app.post("/api/estimates/:id/share", async (request): Promise<Estimate> => {
    const user = await sessions.requireUser(request);
    const row = await owned(request.params, user.id);
    const { shared } = parseInput(estimateShareRequestSchema, request.body);
    if (shared && row.status !== "completed") throw new AppError("not_ready", 409, ESTIMATE_MESSAGES.notReady);
    const updated = await repo.setShared(row.id, user.id, shared);
    if (!updated) throw notFound("Estimate");
    return toEstimate(updated);
  });

  app.post("/api/estimates/:id/log", async (request, reply): Promise<EstimateLogResponse> => {
    const user = await sessions.requireUser(request);
    const id = estimateId(request.params);
    const mealId = await db.transaction(async (tx) => {
      // Locked, so two quick taps on 'Log as meal' create one meal.
      const [row] = await tx
        .select()
        .from(schema.publicEstimates)
        .where(and(eq(schema.publicEstimates.id, id), eq(schema.publicEstimates.userId, user.id)))
        .for("update");
      if (!row) throw notFound("Estimate");
      const stored = storedResult(row);
      if (row.status !== "completed" || !stored)
        throw new AppError("not_completed", 409, ESTIMATE_MESSAGES.notCompleted);
      if (stored.logged_meal_id) {
        const [existing] = await tx
          .select({ id: schema.foodEntries.id })
          .from(schema.foodEntries)
          .where(eq(schema.foodEntries.id, stored.logged_meal_id));
        if (existing) throw new AppError("already_logged", 409, ESTIMATE_MESSAGES.alreadyLogged);
      }
      const [entry] = await tx
        .insert(schema.foodEntries)
        .values({
          ...toFoodEntryRow(stored.entry, { userId: user.id, entryMethod: "photo" }),
          imageUrl: ownerImagePath(id),
        })
        .returning({ id: schema.foodEntries.id });
      if (!entry) throw new Error("food entry insert returned no row");
      await tx
        .update(schema.publicEstimates)
        .set({
          result: sql`${schema.publicEstimates.result} || ${JSON.stringify({ logged_meal_id: entry.id })}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(schema.publicEstimates.id, id));
      return entry.id;
    });
    reply.code(201);
    return { meal_id: mealId };
  });

  app.delete("/api/estimates/:id", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const row = await owned(request.params, user.id);
    const removed = await repo.remove(row.id, user.id);
    if (!removed) throw notFound("Estimate");
    if (removed.imagePath) await images.remove(removed.imagePath);
    return reply.code(204).send();
  });
}
