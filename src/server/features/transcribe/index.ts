/** Voice input: POST /api/external/audio/transcribe and whether it can work on this server. */
export { registerTranscribeRoutes, type TranscribeRouteOptions } from "./transcribe.routes.js";
export { voiceStatus } from "./voice-status.js";
