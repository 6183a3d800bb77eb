import { describe, expect, it } from "vitest";
import { numbersForHomophones } from "./number-homophones.js";

describe("numbers a speech recogniser wrote as other words", () => {
  it.each([
    ["i had to slices of pizza", "i had 2 slices of pizza"],
    ["i ate too cookies", "i ate 2 cookies"],
    ["for breakfast i had for pancakes", "for breakfast i had 4 pancakes"],
    ["i eight a bowl of cereal", "i ate a bowl of cereal"],
  ])("%s → %s", (heard, meant) => {
    expect(numbersForHomophones(heard)).toBe(meant);
  });

  it.each([
    "i had to leave early",
    "i had for lunch a sandwich",
    "eight wings",
    "we ate eight wings",
    "a burger and fries to go",
  ])("leaves '%s' as said", (said) => {
    expect(numbersForHomophones(said)).toBe(said);
  });
});
