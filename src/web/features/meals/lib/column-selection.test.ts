import { describe, expect, it } from "vitest";
import { visibleColumns } from "../../../../contracts/index.js";
import { AT_LEAST_ONE_COLUMN, toggleColumn } from "./column-selection.js";

describe("toggleColumn", () => {
  const defaults = visibleColumns([]);

  it("starts from calories, protein, carbs and fat", () => {
    expect(defaults).toEqual(["calories", "protein", "carbs", "fat"]);
  });

  it("adds a column in the menu's order, whatever order it was chosen in", () => {
    const withSodium = toggleColumn(defaults, "sodium");
    expect(withSodium).toEqual({
      ok: true,
      columns: ["calories", "protein", "carbs", "fat", "sodium"],
    });
    const withFiber = toggleColumn(withSodium.ok ? withSodium.columns : [], "fiber");
    expect(withFiber.ok && withFiber.columns).toEqual(["calories", "protein", "carbs", "fat", "fiber", "sodium"]);
  });

  it("removes an optional column", () => {
    expect(toggleColumn(["calories", "protein", "carbs", "fat", "serving"], "serving")).toEqual({
      ok: true,
      columns: ["calories", "protein", "carbs", "fat"],
    });
  });

  it("never removes calories, protein, carbs or fat", () => {
    for (const fixed of ["calories", "protein", "carbs", "fat"] as const)
      expect(toggleColumn(defaults, fixed)).toEqual({
        ok: true,
        columns: defaults,
      });
  });

  it("refuses to remove the last chosen column", () => {
    expect(toggleColumn(["sugar"], "sugar")).toEqual({
      ok: false,
      message: AT_LEAST_ONE_COLUMN,
    });
  });
});
