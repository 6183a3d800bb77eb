import { MEAL_MESSAGE_MAX_LENGTH } from "../../../../contracts/index.js";
import { cn } from "../../../lib/cn.js";

/** The counter stays quiet until the text gets close to the limit. */
const COUNTER_FROM = Math.floor(MEAL_MESSAGE_MAX_LENGTH * 0.8);

const kbd = "rounded border border-slate-200 bg-slate-50 px-1 font-sans font-medium text-slate-600";

/** The keyboard shortcut on wide screens and, near the limit, how many characters are left. */
export function InputHint({ length }: { length: number }) {
  const showCounter = length >= COUNTER_FROM;
  return (
    <div
      id="meal-input-hint"
      className={cn(
        "flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500",
        showCounter ? "flex" : "hidden md:flex",
      )}
    >
      <span className="hidden md:inline">
        <kbd className={kbd}>Ctrl</kbd> + <kbd className={kbd}>Enter</kbd> to log
      </span>
      {showCounter ? (
        <span className={cn("tabular-nums", length >= MEAL_MESSAGE_MAX_LENGTH && "font-semibold text-amber-700")}>
          {length.toLocaleString("en-US")} / {MEAL_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters
        </span>
      ) : null}
    </div>
  );
}
