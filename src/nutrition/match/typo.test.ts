import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { correctToken } from "./typo.js";

const index = getEngine().index;

describe("typo correction", () => {
  it("never turns an English word into a food: lager is not layer dip, later is not latte", () => {
    expect(correctToken("lager", index)).toBeUndefined();
    expect(correctToken("later", index)).toBeUndefined();
    expect(correctToken("splendid", index)).toBeUndefined();
  });

  it("never corrects a word of the food vocabulary the database's names lack: coors is a beer, not colors", () => {
    expect(correctToken("coors", index)).toBeUndefined();
  });

  it("corrects a word that is neither English nor food vocabulary to the food word one edit away", () => {
    expect(correctToken("brocoli", index)).toBe("broccoli");
    expect(correctToken("chiken", index)).toBe("chicken");
  });

  it("takes a vowel spelled as heard for one edit ('chedder'), but not any other far key", () => {
    expect(correctToken("chedder", index)).toBe("cheddar");
    expect(correctToken("cookei", index)).not.toBe("cooked");
  });

  it("allows two edits only in long words, one from four letters and none in shorter ones", () => {
    expect(correctToken("strawbrery", index)).toBe("strawberry");
    expect(correctToken("appe", index)).toBe("apple");
    expect(correctToken("spagheti", index)).toBe("spaghetti");
    expect(correctToken("mtn", index)).toBeUndefined();
  });
});
