import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "../../contracts/index.js";
import { isDatabaseUnavailable, loggableError } from "../db/index.js";
import { AppError, databaseUnavailable } from "./app-error.js";
import { appErrorFromDatabase } from "./database-errors.js";

const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Fastify's own client-error codes, in the product's words. */
const fastifyClientErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "payload_too_large", message: "The request body is too large." },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    message: "The request body is empty; send a JSON object.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "invalid_json", message: "The request body is not valid JSON." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "bad_request",
    message: "The Content-Length header does not match the body.",
  },
};

export function sendError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

function sendAppError(reply: FastifyReply, error: AppError) {
  const body: ApiError = { error: error.code, message: error.userMessage };
  if (error.detail) body.detail = error.detail;
  return sendError(reply, error.status, body);
}

/** The one exit for errors: known errors keep their message, unknown ones are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (isDatabaseUnavailable(error)) {
      // Expected during a database restart or failover: a warning, and the client is told to retry shortly.
      request.log.warn({ err: loggableError(error) }, "database unavailable");
      reply.header("retry-after", DATABASE_RETRY_AFTER_SECONDS);
      return sendAppError(reply, databaseUnavailable());
    }
    const fromDatabase = appErrorFromDatabase(error);
    if (fromDatabase) return sendAppError(reply, fromDatabase);
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, known.status, { error: known.code, message: known.message });
    if (error instanceof SyntaxError || (error as { type?: string }).type === "entity.parse.failed") {
      return sendError(reply, 400, { error: "invalid_json", message: "The request body is not valid JSON." });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status === 429) {
      const message = "Too many attempts. Please wait a minute and try again.";
      return sendError(reply, 429, { error: "rate_limited", message, detail: message });
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { error: "bad_request", message: error.message || "The request is not valid." });
    }
    request.log.error({ err: loggableError(error) }, "unhandled error");
    return sendError(reply, 500, { error: "internal", message: "Something went wrong on our side. Please try again." });
  });
}
