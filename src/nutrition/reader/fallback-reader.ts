import type { MealType } from "../../contracts/index.js";
import type { ParsedItem, ParsedMeal, ReadContext } from "../parse/types.js";
import { readQuantity } from "./fallback-quantity.js";

/**
 * A deliberately small reader used until the full readers in ../parse land: one meal per message,
 * items split on commas and joining words, a leading quantity per item. The engine does not depend on its details.
 */

const MEAL_WORDS: [RegExp, MealType][] = [
  [/\b(breakfast|brunch)\b/, "breakfast"],
  [/\blunch(time)?\b/, "lunch"],
  [/\b(dinner|supper)\b/, "dinner"],
  [/\bsnack/, "snack"],
];

// Joining words that start a new item when an amount follows ("and a cup of", "alongside two").
const JOINERS =
  /\s+(?:and|with|alongside|along with|paired with|plus|as well as|accompanied by|followed by|then|together with|complemented (?:it )?(?:by|with)|washed (?:it )?(?:all )?down with|topped (?:it )?(?:off )?with|served with|next to|to go with|on the side|and another|(?:and|while|then) (?:i )?(?:also )?(?:had|ate|enjoyed|savored|savoured|sipped(?: on)?|drank|munched(?: on)?|treated myself to|indulged in|grabbed|finished(?: off)?(?: with)?|added|topped(?: it)?(?: off)? with|washed (?:it )?(?:all )?down with|paired (?:it )?with|complemented (?:it )?with|snacked on|nibbled on)|wrapped in|scooped into|served (?:on|in|over)|on top of|poured over)\s+(?=(?:(?:a|an|one|two|three|four|five|six|some|half|a couple|several|few)\b|\d))/g;

const FILLER = new Set(
  `i i'm im me my we our you your it its this that was were is are be been had have has having ate eat eaten eating drank drink drinking
  enjoyed enjoy savored savoured treated myself indulged munched sipped grabbed got tried started kicked off finished chose picked decided
  consisted featuring featured included including includes tasty delicious satisfying refreshing hearty fresh juicy warm chilled
  crispy crunchy creamy rich nice lovely perfect perfectly simple quick little bit just right size today tonight yesterday morning
  afternoon evening night day meal lunch lunchtime dinner supper snacking brunch time for at in on during as the of to
  some which what while so very really quite also too then too well start way great good yummy flavorful flavourful lovely wonderful
  generous serving portion side dash splash touch bit of glass perfection bursting flavor flavour
  seasoning added wash down sip quench thirst treat delight delightful comforting wholesome mix combination favorite
  favourite relished opted featured loaded savory savoury tonight break`.split(/\s+/),
);

function mealTypeFromHour(now: Date, timeZone: string): MealType {
  const hour = Number(new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone }).format(now));
  if (hour >= 5 && hour < 11) return "breakfast";
  if (hour >= 11 && hour < 15) return "lunch";
  if (hour >= 17 && hour < 22) return "dinner";
  return "snack";
}

function readItem(chunk: string): ParsedItem | undefined {
  const ws = chunk.split(/\s+/).filter(Boolean);
  // A measured amount ("154 g", "a cup") beats a bare article ("a delightful snack of 58 g …").
  let best: { q?: ParsedItem["quantity"]; start: number; used: number } = { start: 0, used: 0 };
  let bestRank = 0;
  for (let i = 0; i < ws.length; i++) {
    const r = readQuantity(ws.slice(i));
    if (!r.q) continue;
    const measured = r.q.unit && ["g", "kg", "mg", "oz", "lb", "ml", "l", "fl_oz"].includes(r.q.unit);
    const rank = measured ? 4 : r.q.unit ? 3 : /\d/.test(r.q.raw) || r.q.size ? 2 : 1;
    if (rank > bestRank) {
      best = { q: r.q, start: i, used: r.used };
      bestRank = rank;
    }
  }
  const rest = [...ws.slice(0, best.start), ...ws.slice(best.start + best.used)];
  const unitWords = best.q ? ws.slice(best.start, best.start + best.used) : [];
  const food = rest.filter((w) => !FILLER.has(w));
  if (food.length === 0) return undefined;
  return {
    phrase: chunk.trim(),
    foodText: food.join(" "),
    quantity: best.q ? { ...best.q, raw: unitWords.join(" ") } : undefined,
    without: [],
    role: "food",
  };
}

export function parseMealTextFallback(text: string, ctx: ReadContext): ParsedMeal[] {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  const mealType = MEAL_WORDS.find(([re]) => re.test(lower))?.[1];
  const cleaned = lower
    .replace(/\b(for|at|during|as) (my |a |an |the )?(afternoon |evening |morning |late[- ]night |midday |quick |light |little |sweet |tasty )?(breakfast|lunch|dinner|supper|snack|brunch|meal|treat)\b/g, " ")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/(\d)\s*(g|ml|oz|kg|lb)\b/g, "$1 $2")
    .replace(/(\d)-(gram|g|ounce|oz)\b/g, "$1 $2")
    .replace(/[!?;:()"]+|\.(?!\d)/g, ",")
    .replace(JOINERS, ", ");
  const items: ParsedItem[] = [];
  for (const chunk of cleaned.split(",").map((c) => c.trim()).filter(Boolean)) {
    const item = readItem(chunk);
    if (!item) continue;
    const prev = items[items.length - 1];
    // A clause with no amount after an item usually describes it ("topped with cheese", "fat added").
    if (!item.quantity && prev) prev.foodText = `${prev.foodText} ${item.foodText}`;
    else items.push(item);
  }
  return [
    {
      text: text.trim(),
      items,
      consumedAt: ctx.now,
      mealType: mealType ?? mealTypeFromHour(ctx.now, ctx.timeZone),
      timeStated: mealType !== undefined,
    },
  ];
}
