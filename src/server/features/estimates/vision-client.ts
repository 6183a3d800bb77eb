import { z } from "zod";
import { createChatModelClient, ModelError, type ChatModelOptions } from "../llm/index.js";
import type { SeenFood } from "./estimate-analysis.js";

export type VisionOptions = ChatModelOptions;

const UNITS = [
  "g",
  "ml",
  "oz",
  "cup",
  "tbsp",
  "tsp",
  "slice",
  "piece",
  "bowl",
  "plate",
  "glass",
  "can",
  "bottle",
  "serving",
];

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

/** An OpenAI-compatible chat model with image input: photo (and caption) → the foods it sees. */
export function createVisionClient(options: VisionOptions) {
  const ask = createChatModelClient(options);
  return async function identifyFoods(image: Buffer, contentType: string, caption: string | null): Promise<SeenFood[]> {
    const userText = caption ? `The person who ate it says: "${caption}"` : "List the foods in this meal.";
    const answer = await ask({
      system: INSTRUCTIONS,
      user: [
        { type: "text", text: userText },
        { type: "image_url", image_url: { url: `data:${contentType};base64,${image.toString("base64")}` } },
      ],
      schemaName: "meal_foods",
      schema: FOODS_JSON_SCHEMA,
    });
    const foods = foodsSchema.safeParse(answer);
    if (!foods.success) throw new ModelError("vision model answer does not list foods");
    return foods.data.foods;
  };
}
export type IdentifyFoods = ReturnType<typeof createVisionClient>;
