import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  TRANSCRIBE_LIMITS,
  TRANSCRIBE_MESSAGES,
  type TranscribeResponse,
  type VoiceStatus,
} from "../../../contracts/transcribe.js";
import type { SessionManager } from "../../auth/session.js";
import { AppError } from "../../http/app-error.js";
import { decodeAudio, isSilent } from "./audio-decode.js";
import { sniffAudioContainer } from "./audio-format.js";
import { createOfflineRecogniser } from "./offline-recogniser.js";
import { createRemoteRecogniser } from "./remote-recogniser.js";
import { spokenNumbersToDigits } from "./spoken-numbers.js";
import { createTranscribeGate } from "./transcribe-gate.js";
import { readTranscribeEnv } from "./transcribe-env.js";
import { voiceStatus } from "./voice-status.js";

export interface TranscribeRouteOptions {
  sessions: SessionManager;
  /** The server's env (or process.env); only the STT_* variables are read. */
  env: object;
}

const noWords = () => new AppError("no_speech", 422, TRANSCRIBE_MESSAGES.noWords);

/** POST /api/external/audio/transcribe (multipart field `audio`) → { transcript }; GET /api/external/audio/status. */
export async function registerTranscribeRoutes(app: FastifyInstance, { sessions, env }: TranscribeRouteOptions) {
  const settings = readTranscribeEnv(env);
  const status = voiceStatus(env);
  const remote = settings.STT_BASE_URL
    ? createRemoteRecogniser({
        baseUrl: settings.STT_BASE_URL,
        apiKey: settings.STT_API_KEY,
        model: settings.STT_MODEL,
        timeoutMs: settings.STT_TIMEOUT_MS,
      })
    : undefined;
  const offline = !remote && status.available ? createOfflineRecogniser(TRANSCRIBE_LIMITS.maxConcurrent) : undefined;
  const gate = createTranscribeGate(TRANSCRIBE_LIMITS);
  app.addHook("onClose", async () => offline?.close());

  app.get("/api/external/audio/status", async (): Promise<VoiceStatus> => status);

  // Its own scope, so multipart parsing applies to this route only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, {
      limits: { fileSize: TRANSCRIBE_LIMITS.maxBytes, files: 1, fields: 4, parts: 5 },
    });
    scope.addContentTypeParser("*", (_request, _payload, done) =>
      done(new AppError("not_multipart", 415, TRANSCRIBE_MESSAGES.notMultipart)),
    );

    scope.post("/api/external/audio/transcribe", async (request): Promise<TranscribeResponse> => {
      await sessions.requireUser(request);
      if (!status.available)
        throw new AppError("voice_unavailable", 503, status.message ?? TRANSCRIBE_MESSAGES.unavailable);
      if (!request.isMultipart()) throw new AppError("not_multipart", 415, TRANSCRIBE_MESSAGES.notMultipart);
      const bytes = await readAudioField(request);
      const container = sniffAudioContainer(bytes);
      if (!container) throw new AppError("not_audio", 415, TRANSCRIBE_MESSAGES.notAudio);

      const transcript = await gate.run(async () => {
        const audio = await decodeAudio(bytes);
        if (isSilent(audio.samples)) throw noWords();
        if (remote) return remote(bytes, container);
        try {
          return spokenNumbersToDigits(await (offline as NonNullable<typeof offline>).transcribe(audio.samples));
        } catch (error) {
          request.log.error({ err: error }, "offline speech recogniser failed");
          throw new AppError("voice_unavailable", 503, TRANSCRIBE_MESSAGES.unavailable);
        }
      });
      const clean = transcript.replace(/\s+/g, " ").trim();
      if (!clean) throw noWords();
      return { transcript: clean };
    });
  });
}

async function readAudioField(request: FastifyRequest): Promise<Buffer> {
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === TRANSCRIBE_LIMITS.field) return await part.toBuffer();
      if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("audio_too_large", 413, TRANSCRIBE_MESSAGES.tooLarge);
    }
    if (error instanceof AppError) throw error;
    throw new AppError("bad_upload", 400, TRANSCRIBE_MESSAGES.unreadable);
  }
  throw new AppError("no_audio", 400, TRANSCRIBE_MESSAGES.noFile);
}
