/** Words and clauses that describe the eating, not the food. Extend here; all are lowercase. */

/** Dropped wherever they stand: praise, feelings, and intensifiers that never name a food. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "my", "our", "your", "his", "her", "their", "some", "this", "these", "those", "its", "it", "myself",
  "i", "we", "me", "us", "you", "he", "she", "they", "also", "just", "really", "very", "quite", "so", "too", "then",
  "delicious", "tasty", "yummy", "refreshing", "delightful", "satisfying", "comforting", "hearty", "nutritious",
  "lovely", "nice", "wonderful", "flavorful", "flavourful", "juicy", "crisp", "scrumptious", "generous", "decent",
  "healthy", "wholesome", "amazing", "great", "good", "perfect", "fantastic", "awesome", "favorite", "favourite",
  "mouthwatering", "mouth-watering", "appetizing", "luscious", "savory", "savoury", "zesty", "vibrant", "colorful",
  "colourful", "simple", "quick", "light", "classic", "traditional", "homely", "cozy", "cosy", "fancy", "indulgent",
  "decadent", "rich", "filling", "energizing", "invigorating", "soothing", "warming", "warm", "chilled", "cool",
  "fluffy", "tender", "succulent", "aromatic", "fragrant", "exquisite", "sumptuous", "tempting", "treat", "snack-time",
  "wonderfully", "deliciously", "perfectly", "nicely", "generously", "freshly", "simply", "truly", "absolutely",
  "beautifully", "lovingly", "carefully", "happily", "slowly", "quickly", "thoroughly", "heaping", "heaped", "level",
  "rounded", "full", "whopping", "hefty", "modest", "measly", "standard", "typical", "usual", "whole-hearted", "about", "individual", "single", "standard", "complete", "iconic", "assorted",
  "around", "approximately", "roughly", "maybe", "probably", "like", "nearly", "almost", "over", "under", "worth",
  "weighing", "weighed", "weighs", "measuring", "measured", "totaling", "totalling", "sizable", "sizeable", "ample", "bite-sized", "bite-size", "little", "tiny", "teeny", "small-ish", "big-ish",
]);

/** Words that begin an item only as talk: "I had", "I treated myself to", "washed it down with". */
export const LEAD_FILLER_WORDS: ReadonlySet<string> = new Set([
  "and", "plus", "with", "also", "then", "later", "afterwards", "finally", "next", "along", "alongside", "together",
  "as", "well", "on", "up", "in", "to", "by", "down", "of", "for", "at", "off", "out", "into", "besides", "beside",
  "had", "have", "has", "having", "ate", "eat", "eaten", "eating", "drank", "drink", "drinking", "drunk", "enjoyed",
  "enjoy", "enjoying", "savored", "savoured", "savoring", "relished", "munched", "munching", "sipped", "sipping",
  "grabbed", "grab", "treated", "indulged", "indulging", "snacked", "devoured", "consumed", "tried", "ordered",
  "bought", "got", "paired", "pairing", "complemented", "complementing", "accompanied", "washed", "followed",
  "included", "including", "includes", "include", "featured", "featuring", "consisted", "consisting", "contained",
  "added", "adding", "was", "were", "is", "are", "am", "be", "been", "i'm", "i've", "we've", "i'd", "that", "which",
  "there", "served", "topped", "finished", "rounded", "kicked", "started", "kept", "opted", "went", "decided",
  "chose", "picked", "fueled", "fuelled", "refueled", "reached", "helped", "sampled", "tasted", "nibbled", "gobbled",
  "scarfed", "polished", "downed", "chugged", "slurped", "feasted", "dug", "tucked", "wolfed", "stuck", "chowed",
  "it", "myself", "me", "i", "we", "my", "our", "today", "today's", "just", "quickly", "some", "delightful",
  "weighing", "weighed", "weighs", "measuring", "indulge", "treat", "savor", "savour", "try", "grab", "start", "kick",
  "fuel", "decided", "wanted", "needed", "craved", "went", "chosen", "opted", "made", "them", "those", "all", "both",
  "enjoyed", "relish", "munch", "sip", "nibble", "snack", "snacking", "had", "some", "little", "bit", "found",
  "meal", "meals", "evening", "routine", "menu", "complete", "completed", "crafted", "something",
]);

/** Verbs dropped only right after "I"/"we": they can also describe a food ("made", "cooked", "baked"). */
export const LEAD_VERBS_AFTER_PRONOUN: ReadonlySet<string> = new Set([
  "made", "make", "prepared", "prepare", "cooked", "cook", "fixed", "whipped", "baked", "grilled", "fried", "roasted",
  "brewed", "poured", "heated", "warmed", "microwaved", "toasted", "blended", "mixed", "scrambled", "boiled", "steamed",
  "tossed", "threw", "put", "took", "packed", "brought", "picked", "cut", "sliced", "used", "like", "love", "loved",
]);

/**
 * Clauses that comment on the meal: everything from one of these to the end of its fragment is dropped.
 * Written as regular-expression sources over the normalized text.
 */
export const TRAILING_CLAUSE_STARTS: readonly string[] = [
  "(?:that|which|it) (?:was|were|is|are|felt|tasted|made|kept|gave|hit|helped|really|truly|proved|turned|provided|left)\\b",
  "(?:who|which) (?:is|are|was)\\b",
  "to (?:satisfy|fuel|start|enhance|relax|unwind|keep|balance|cool|complete|round|finish|top|end|cap|curb|kick|boost|power|refresh|quench|warm|brighten|wake|recharge|tide|hold|get|help|go|make|add|sweeten|wash|accompany|enjoy|celebrate|treat|reward|stay|fill|calm|beat|fight|chase|perk|wind|feel|give|soothe|energize|indulge|savor|complement)\\b",
  "for (?:a|an|some|that|the|extra|added) (?:sweet|quick|light|little|burst|boost|touch|bit|hint|perfect|nice|refreshing|delightful|satisfying|healthy|balanced|tasty|delicious|crunchy|savory|energizing|good|great|complete|well-rounded|pick-me-up|treat|finish|twist|kick|extra|added|protein|flavor|flavour|crunch|change|fresh|special|cozy|comforting|filling|hearty|lovely|wonderful|simple|healthier|fuller|more)\\b",
  "for (?:flavor|flavour|extra|added|taste|energy|dessert|crunch|sweetness|good measure|a change|fun|hydration|the road|later)\\b",
  "perfect (?:for|to|as|with)\\b", "just (?:the right|enough|what|perfect|right)\\b", "great for\\b", "ideal for\\b", "suitable for\\b",
  "(?:as|like) (?:a|an|my) (?:treat|pick-me-up|reward|side|dessert|afterthought|snack|indulgence|comfort|accompaniment|starter|appetizer)\\b",
  "on the side\\b", "on the go\\b", "straight from\\b", "right from\\b", "fresh from\\b", "hitting the spot\\b", "hit the spot\\b",
  "making (?:it|for|this|the)\\b", "keeping (?:it|me|things)\\b", "giving (?:me|it)\\b", "leaving me\\b", "while\\b", "since\\b", "because\\b",
  "so (?:that|i|it)\\b", "(?:savou?ring|enjoying|relishing|appreciating|loving|admiring) (?:its|their|the|every|each|it|them|that|this|how)\\b", "as part of\\b", "that (?:i|we|my|you)\\b", "which (?:i|we|my)\\b", "all (?:washed|in all)\\b",
];
