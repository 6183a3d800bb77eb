import { z } from "zod";
import type { SeenFood } from "./estimate-analysis.js";

export interface VisionOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export class VisionError extends Error {}

const UNITS = ["g", "ml", "oz", "cup", "tbsp", "tsp", "slice", "piece", "bowl", "plate", "glass", "can", "bottle", "serving"];

const INSTRUCTIONS = [
  "You look at a photo of a meal and list the foods and drinks in it with their portions.",
  "Name each food plainly, as a person would log it (e.g. 'grilled chicken breast', 'white rice', 'caesar salad').",
  `Give each portion as a quantity with a unit from: ${UNITS.join(", ")}; 'piece' counts whole items (2 eggs = 2 piece).`,
  "Also give your best estimate of its weight in grams, or null if you cannot judge it.",
  "Do not give calories or any nutrient values. If the photo shows no food, return an empty list.",
].join(" ");

/** JSON schema the model must answer with: foods and portions only (numbers come from the food database). */
const FOODS_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["foods"],
  properties: {
    foods: {
      type: "array",
      maxItems: 12,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "quantity", "unit", "grams"],
        properties: {
          name: { type: "string" },
          quantity: { type: ["number", "null"] },
          unit: { type: ["string", "null"] },
          grams: { type: ["number", "null"] },
        },
      },
    },
  },
} as const;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});
const foodsSchema = z.object({
  foods: z.array(
    z.object({
      name: z.string().min(1).max(200),
      quantity: z.number().finite().nullable().catch(null),
      unit: z.string().max(40).nullable().catch(null),
      grams: z.number().finite().nullable().catch(null),
    }),
  ),
});

/** Strips a trailing /v1 so both "https://api.openai.com" and "https://api.openai.com/v1" work. */
const completionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "")}/v1/chat/completions`;

/** An OpenAI-compatible chat model with image input: photo (and caption) → the foods it sees. */
export function createVisionClient({ baseUrl, apiKey, model, timeoutMs }: VisionOptions) {
  const url = completionsUrl(baseUrl);
  return async function identifyFoods(image: Buffer, contentType: string, caption: string | null): Promise<SeenFood[]> {
    const userText = caption ? `The person who ate it says: "${caption}"` : "List the foods in this meal.";
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          temperature: 0,
          messages: [
            { role: "system", content: INSTRUCTIONS },
            {
              role: "user",
              content: [
                { type: "text", text: userText },
                { type: "image_url", image_url: { url: `data:${contentType};base64,${image.toString("base64")}` } },
              ],
            },
          ],
          response_format: { type: "json_schema", json_schema: { name: "meal_foods", strict: true, schema: FOODS_JSON_SCHEMA } },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new VisionError(`vision model unreachable or slower than ${timeoutMs} ms: ${(error as Error).message}`);
    }
    if (!response.ok) throw new VisionError(`vision model answered ${response.status}`);
    const completion = completionSchema.safeParse(await response.json().catch(() => undefined));
    if (!completion.success) throw new VisionError("vision model answer is not a chat completion");
    const content = completion.data.choices[0]?.message.content ?? "";
    let parsed: unknown;
    try {
      // Some servers wrap JSON in a code fence even when asked for a schema.
      parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
    } catch {
      throw new VisionError("vision model answer is not JSON");
    }
    const foods = foodsSchema.safeParse(parsed);
    if (!foods.success) throw new VisionError("vision model answer does not list foods");
    return foods.data.foods;
  };
}
export type IdentifyFoods = ReturnType<typeof createVisionClient>;
