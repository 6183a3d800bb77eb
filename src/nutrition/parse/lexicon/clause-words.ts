/**
 * Clauses that comment on the meal: everything from one of these to the end of its fragment is dropped.
 * Written as regular-expression sources over the normalized text.
 */
export const TRAILING_CLAUSE_STARTS: readonly string[] = [
  "(?:that|which|it) (?:was|were|is|are|felt|tasted|made|kept|gave|hit|helped|really|truly|proved|turned|provided|left)\\b",
  "(?:that|which) (?:offered|underwent|satisfied|melted|warms|warmed)\\b",
  // ", which added a nice crunch": what the food brought to the meal, not a food added to it.
  "(?:that|which) added (?:a|an) (?:[a-z-]+ ){0,3}(?:touch|twist|flavou?r|crunch|kick|sweetness|burst|bit|boost|bite)\\b",
  "(?:who|which) (?:is|are|was)\\b",
  "to (?:satisfy|fuel|start|enhance|relax|unwind|keep|balance|cool|complete|round|finish|top|end|cap|curb|kick|boost|power|refresh|quench|warm|brighten|wake|recharge|tide|hold|get|help|go|make|add|sweeten|wash|accompany|enjoy|celebrate|treat|reward|stay|fill|calm|beat|fight|chase|perk|wind|feel|give|soothe|energize|indulge|savor|complement|drink|eat|sip|snack|munch|nibble|pair|share|bring|lock|seal|maintain|preserve|retain|highlight|draw)\\b",
  "for (?:a|an|some|that|the|extra|added) (?:sweet|quick|light|little|burst|boost|touch|bit|hint|perfect|nice|refreshing|delightful|satisfying|healthy|balanced|tasty|delicious|crunchy|savory|energizing|good|great|complete|well-rounded|pick-me-up|treat|finish|twist|kick|extra|added|protein|flavor|flavour|crunch|change|fresh|special|cozy|comforting|filling|hearty|lovely|wonderful|simple|healthier|fuller|more)\\b",
  "for (?:flavor|flavour|extra|added|taste|energy|protein|fiber|nutrition|dessert|crunch|sweetness|good measure|a change|fun|hydration|the road|later)\\b",
  "perfect (?:for|to|as|with)\\b",
  "just (?:the right|enough|what|perfect|right)\\b",
  "great for\\b",
  "ideal for\\b",
  "suitable for\\b",
  "(?:as|like) (?:a|an|my) (?:[a-z-]+ ){0,2}(?:treat|pick-me-up|reward|side|dessert|afterthought|snack|indulgence|comfort|accompaniment|starter|appetizer|dip|spread|topping|garnish)\\b",
  "measured as\\b",
  "(?:a|an) (?:\\S+ )?(?:yet \\S+ )?addition to\\b",
  // ", a comforting and sweet dish that always brings back memories": a comment on the food just named.
  "(?:a|an) (?:[a-z-]+ ){0,3}(?:dish|treat|delight|favou?rite|staple|classic|choice|option|indulgence) (?:that|which)\\b",
  "(?:that|which) (?:always|never|often|usually|reminds|brings|makes|gives|keeps)\\b",
  // ", delivering that fast-food taste I crave": what the food gave, not another food.
  "(?:delivering|offering|providing|bringing|creating|evoking|ensuring)\\b",
  "on the side\\b",
  // "…enjoying this fruit all on its own", "…full of flavors that weren't chocolate": how it was eaten or tasted.
  "(?:all )?on (?:its|their) own\\b",
  "full of (?:flavou?rs?|goodness|taste)\\b",
  "on top\\b",
  "(?:over|onto) (?:my|it|them)\\b",
  "on the go\\b",
  // "straight from the oven" comments; "straight from the freezer" says the food was bought frozen.
  "(?:straight|right|fresh) from\\b(?! (?:the |my )?freezer)",
  "hitting the spot\\b",
  "hit the spot\\b",
  "making (?:it|for|this|the)\\b",
  "keeping (?:it|me|things)\\b",
  "giving (?:me|it)\\b",
  "leaving me\\b",
  "while\\b",
  "since\\b",
  "because\\b",
  "so (?:that|it)\\b",
  "(?:savou?ring|enjoying|relishing|appreciating|loving|admiring) (?:its|their|the|every|each|it|them|that|this|how)\\b",
  "as part of\\b",
  "that (?:i|we|my|you)\\b",
  "which (?:i|we|my)\\b",
  "all (?:washed|in all)\\b",
];
