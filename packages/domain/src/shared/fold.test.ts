import { describe, expect, it } from "vitest";
import { foldLatin } from "./fold.ts";

describe("foldLatin", () => {
  it.each([
    ["Dvořák", "dvorak"],
    ["ÉMILE Lefèvre", "emile lefevre"],
    ["Ångström", "angstrom"],
    ["João Conceição", "joao conceicao"],
    ["Søren Bjørnstad", "soren bjornstad"],
    ["Łukasz Łęcki", "lukasz lecki"],
    ["Straße", "strasse"],
    ["Æsa Cœur", "aesa coeur"],
    ["Đorđe", "dorde"],
    ["Müller-Lüdenscheidt", "muller-ludenscheidt"],
    ["がくしゅう 山田", "がくしゅう 山田"],
    ["Yoga 101", "yoga 101"],
    ["", ""],
  ])("%j → %j", (text, folded) => {
    expect(foldLatin(text)).toBe(folded);
  });
});
