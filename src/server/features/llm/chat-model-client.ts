import { z } from "zod";

export interface ChatModelOptions {
  /** OpenAI-compatible server, with or without a trailing /v1 (OpenAI, Ollama, vLLM, llama.cpp server). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The user's turn: plain text, or parts such as text and an image (for models with image input). */
export type UserContent =
  string | ({ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } })[];

/** One question whose answer must follow a JSON schema. */
export interface JsonQuestion {
  system: string;
  user: UserContent;
  schemaName: string;
  schema: Record<string, unknown>;
}

/** Sends one question and returns the model's answer parsed as JSON (not yet checked against anything). */
export type AskModel = (question: JsonQuestion) => Promise<unknown>;

/** The model did not give a usable answer: unreachable, too slow, an error status, or not JSON. */
export class ModelError extends Error {}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export const completionsUrl = (baseUrl: string) =>
  `${baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "")}/v1/chat/completions`;

export function createChatModelClient({ baseUrl, apiKey, model, timeoutMs }: ChatModelOptions): AskModel {
  const url = completionsUrl(baseUrl);
  return async function ask({ system, user, schemaName, schema }) {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          temperature: 0,
          messages: [
            { role: "system", content: system },
            { role: "user", content: user },
          ],
          response_format: { type: "json_schema", json_schema: { name: schemaName, strict: true, schema } },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Reading the body is under the same deadline: a server may send headers and then stall.
      body = response.ok ? await response.json().catch(() => undefined) : undefined;
    } catch (error) {
      throw new ModelError(`language model unreachable or slower than ${timeoutMs} ms: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ModelError(`language model answered ${response.status}`);
    const completion = completionSchema.safeParse(body);
    if (!completion.success) throw new ModelError("language model answer is not a chat completion");
    const content = completion.data.choices[0]?.message.content ?? "";
    try {
      // Some servers wrap JSON in a code fence even when asked for a schema.
      return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "")) as unknown;
    } catch {
      throw new ModelError("language model answer is not JSON");
    }
  };
}
