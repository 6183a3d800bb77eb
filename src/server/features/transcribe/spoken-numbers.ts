const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Reads number words from `start`; returns the value and how many words it used, or undefined. */
function readNumber(words: string[], start: number): { value: number; used: number } | undefined {
  let total = 0;
  let current = 0;
  let used = 0;
  let lastKind: "unit" | "tens" | "scale" | undefined;
  for (let i = start; i < words.length; i += 1) {
    const word = words[i] as string;
    if (word in UNITS && lastKind !== "unit" && !(lastKind === "tens" && (UNITS[word] ?? 0) >= 10)) {
      current += UNITS[word] ?? 0;
      lastKind = "unit";
    } else if (word in TENS && lastKind !== "unit" && lastKind !== "tens") {
      current += TENS[word] ?? 0;
      lastKind = "tens";
    } else if (word === "hundred" && lastKind !== "scale" && current > 0 && current < 10) {
      current *= 100;
      lastKind = "scale";
    } else if (word === "thousand" && lastKind !== undefined) {
      total += current * 1000;
      current = 0;
      lastKind = "scale";
    } else break;
    used += 1;
  }
  return used > 0 ? { value: total + current, used } : undefined;
}

/**
 * The recogniser spells numbers out; the meal reader takes "two" but not "two hundred fifty".
 * Numbers of more than one word become digits ("two hundred fifty grams" → "250 grams",
 * "a hundred grams" → "100 grams"); single words ("two eggs") stay as they were said.
 */
export function spokenNumbersToDigits(text: string): string {
  const words = text.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    if (words[i] === "a" && words[i + 1] === "hundred") {
      const rest = readNumber(words, i + 2);
      out.push(String(100 + (rest?.value ?? 0)));
      i += 2 + (rest?.used ?? 0);
      continue;
    }
    const number = readNumber(words, i);
    if (number && number.used > 1) {
      out.push(String(number.value));
      i += number.used;
    } else {
      out.push(words[i] as string);
      i += 1;
    }
  }
  return out.join(" ");
}
