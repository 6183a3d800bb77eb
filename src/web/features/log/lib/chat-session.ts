let sessionId: string | undefined;

/** One id per page load, sent with every submission so the server can group them. */
export function chatSessionId(): string {
  sessionId ??= `session_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
  return sessionId;
}
