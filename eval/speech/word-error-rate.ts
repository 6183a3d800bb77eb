/** Lowercase words without punctuation, so "Eggs," and "eggs" count as the same word (and "wendy's" as "wendys"). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Substitutions + deletions + insertions needed to turn the reference into the hypothesis (word Levenshtein). */
export function wordErrors(reference: string, hypothesis: string): { errors: number; referenceWords: number } {
  const ref = words(reference);
  const hyp = words(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return { errors: previous[hyp.length] ?? 0, referenceWords: ref.length };
}
