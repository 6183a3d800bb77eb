import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.js";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card.js";
import { Textarea } from "../../../components/ui/textarea.js";
import { useSessionDraft } from "../hooks/use-session-draft.js";
import { MEAL_DRAFT_KEY } from "../lib/example-meals.js";
import { ExampleMeals } from "./example-meals.js";
import { LoginPrompt } from "./login-prompt.js";

const PLACEHOLDER = `Describe what you ate, e.g. "2 eggs scrambled in 1 tsp butter, a slice of whole wheat toast and a large oat milk latte from Starbucks"

Tip: include portions, how much oil was used and the restaurant name for a more accurate estimate.`;

interface MealComposerCardProps {
  signedIn: boolean;
  /** Whether the log history is empty; the examples help only a first-time user. */
  showExamples: boolean;
}

/**
 * The "Log Your Meals" card. Visitors can type and press "Log Meals" to get the sign-in prompt
 * (no server call). Submitting for signed-in users, and voice input, arrive with the meal logging feature.
 */
export function MealComposerCard({
  signedIn,
  showExamples,
}: MealComposerCardProps) {
  const [draft, setDraft] = useSessionDraft(MEAL_DRAFT_KEY);
  const [showLoginPrompt, setShowLoginPrompt] = useState(false);
  const isBlank = draft.trim() === "";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlank) return;
    if (!signedIn) setShowLoginPrompt(true);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="log-meals-title">Log Your Meals</CardTitle>
        <CardDescription>
          Type what you ate in plain English. No weighing needed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} aria-labelledby="log-meals-title">
          <label htmlFor="meal-input" className="sr-only">
            Describe what you ate
          </label>
          <Textarea
            id="meal-input"
            name="meal"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={PLACEHOLDER}
            className="min-h-[270px]"
          />
          {signedIn ? null : (
            <div className="mt-4 flex justify-end">
              <Button
                type="submit"
                size="lg"
                disabled={isBlank}
                className="w-full sm:w-auto"
              >
                <Send aria-hidden="true" />
                Log Meals
              </Button>
            </div>
          )}
        </form>
        {showLoginPrompt && !signedIn ? (
          <LoginPrompt onClose={() => setShowLoginPrompt(false)} />
        ) : null}
        {showExamples ? <ExampleMeals onPick={setDraft} /> : null}
      </CardContent>
    </Card>
  );
}
