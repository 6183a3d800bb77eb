import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  CHAT_RATE_LIMIT_MESSAGE,
  CHAT_SUBMISSIONS_PER_MINUTE,
  chatJobsQuerySchema,
  chatQueueRequestSchema,
  idSchema,
  type ChatJob,
  type ChatJobList,
} from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { createUserRateLimit } from "../../http/user-rate-limit.js";
import { parseInput } from "../../http/validate.js";
import { createJobQueue, type JobQueueOptions } from "../../jobs/job-queue.js";
import { createChatRepo, decodeChatJobsCursor, toChatJob } from "./chat.repo.js";

const jobParamsSchema = z.object({ id: idSchema("job") });

export interface ChatRoutesOptions {
  db: Database;
  sessions: SessionManager;
  queueOptions: JobQueueOptions;
  /** Tells an in-process worker there is work, so it starts at once instead of at its next poll. */
  onQueued: () => void;
  submissionsPerMinute?: number;
}

export function registerChatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  const { sessions, onQueued } = options;
  const repo = createChatRepo(options.db);
  const queue = createJobQueue(options.db, schema.chatJobs, options.queueOptions);
  const submissionLimit = createUserRateLimit(options.db, {
    bucket: "chat-submissions",
    perMinute: options.submissionsPerMinute ?? CHAT_SUBMISSIONS_PER_MINUTE,
    message: CHAT_RATE_LIMIT_MESSAGE,
  });

  app.post("/api/external/chat/queue", async (request, reply): Promise<ChatJob> => {
    const user = await sessions.requireUser(request);
    const input = parseInput(chatQueueRequestSchema, request.body);
    const alreadyStored = async (clientId: string) => {
      const existing = await repo.findByClientId(user.id, clientId);
      if (!existing) return undefined;
      const entries = await repo.entriesOf(user.id, [existing.id]);
      return toChatJob(existing, entries.get(existing.id));
    };
    // A meal queued offline may be sent twice (a lost answer, two tabs): the first one stored is the answer.
    const repeated = input.client_id ? await alreadyStored(input.client_id) : undefined;
    if (repeated) return repeated;
    const giveBack = await submissionLimit.take(user.id);
    if (input.time_zone) await repo.rememberTimeZone(user.id, input.time_zone);
    const job = await repo.insert({
      userId: user.id,
      sessionId: input.session_id,
      clientId: input.client_id,
      message: input.message,
      timeZone: input.time_zone ?? user.timeZone ?? "UTC",
    });
    if (!job) {
      // Lost a race with the same submission sent at the same moment: that one counted, this one does not.
      await giveBack();
      const stored = input.client_id ? await alreadyStored(input.client_id) : undefined;
      if (!stored) throw new Error("chat job insert returned no row");
      return stored;
    }
    onQueued();
    reply.code(201);
    return toChatJob(job);
  });

  app.get("/api/external/chat/jobs", async (request): Promise<ChatJobList> => {
    const user = await sessions.requireUser(request);
    const query = parseInput(chatJobsQuerySchema, request.query);
    const after = query.cursor ? decodeChatJobsCursor(query.cursor) : undefined;
    if (query.cursor && !after) throw new AppError("validation_failed", 400, "That page cursor is not valid.");
    const page = await repo.listPage(user.id, query.limit, after);
    return { items: page.items, next_cursor: page.nextCursor };
  });

  app.post("/api/external/chat/jobs/:id/cancel", async (request): Promise<ChatJob> => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(jobParamsSchema, request.params);
    const job = await queue.cancel(id, user.id);
    if (!job) throw notFound("Job");
    if (job.status !== "cancelled") {
      throw new AppError("job_finished", 409, `This job is already ${job.status} and can no longer be cancelled.`);
    }
    return toChatJob(job);
  });
}
