import { Tag } from "lucide-react";
import type { MealSummary } from "../../../../contracts/index.js";
import { Badge } from "../../../components/ui/badge.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";

/** Tags when there are some; notes only when they add something to the description. */
export function MealTagsNotes({ meal }: { meal: MealSummary }) {
  const notes = meal.notes.trim();
  const showNotes = notes !== "" && notes !== meal.description.trim();
  if (meal.tags.length === 0 && !showNotes) return null;
  return (
    <>
      {meal.tags.length > 0 ? (
        <Card>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle>Tags</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-1.5">
              {meal.tags.map((tag) => (
                <li key={tag}>
                  <Badge>
                    <Tag aria-hidden="true" className="size-3" />
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {showNotes ? (
        <Card>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle>Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">{notes}</p>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
