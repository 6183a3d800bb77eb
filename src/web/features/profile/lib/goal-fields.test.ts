import { describe, expect, it } from "vitest";
import { DEFAULT_GOALS, goalsToForm } from "../../../../contracts/index.js";
import { PRIMARY_GOALS, initialGoalsForm, secondaryGoals, validateGoalsForm } from "./goal-fields.js";

const defaults = goalsToForm({ ...DEFAULT_GOALS }, "simple");

describe("goals form", () => {
  it("starts from the US Daily Values in simple mode for a user with no saved goals", () => {
    expect(initialGoalsForm(undefined)).toEqual({
      calorieGoal: "2000",
      proteinGoal: "50",
      carbsGoal: "275",
      fatGoal: "78",
      fiberGoal: "28",
      sugarGoal: "50",
      sodiumGoal: "2300",
      cholesterolGoal: "300",
      saturatedFatGoal: "20",
      goalType: "simple",
    });
  });

  it("keeps the saved goals and mode", () => {
    const saved = {
      ...defaults,
      calorieGoal: "1800",
      goalType: "macro" as const,
    };
    expect(initialGoalsForm(saved)).toBe(saved);
  });

  it("accepts non-negative numbers with up to two decimals", () => {
    const result = validateGoalsForm({
      ...defaults,
      proteinGoal: "62.5",
      fatGoal: "0",
    });
    expect(result.ok).toBe(true);
  });

  it("says 'Must be a valid number' under each bad field only", () => {
    const result = validateGoalsForm({
      ...defaults,
      calorieGoal: "",
      sodiumGoal: "-5",
      sugarGoal: "1.234",
      fiberGoal: "lots",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        calorieGoal: "Must be a valid number",
        sodiumGoal: "Must be a valid number",
        sugarGoal: "Must be a valid number",
        fiberGoal: "Must be a valid number",
      },
    });
  });

  it("shows calories alone up front in simple mode and the macros too in macro mode, nine fields either way", () => {
    expect(PRIMARY_GOALS.simple).toEqual(["calorieGoal"]);
    expect(secondaryGoals("simple")).toHaveLength(8);
    expect(PRIMARY_GOALS.macro).toEqual(["calorieGoal", "proteinGoal", "carbsGoal", "fatGoal"]);
    expect(secondaryGoals("macro")).toEqual([
      "fiberGoal",
      "sugarGoal",
      "sodiumGoal",
      "cholesterolGoal",
      "saturatedFatGoal",
    ]);
  });
});
