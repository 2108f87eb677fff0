import { describe, expect, it } from "vitest";
import { inlineStartupStylesheet } from "./entry-page.ts";

const PAGE = '<head><title>x</title><link rel="stylesheet" crossorigin href="/assets/index-B8.css"></head>';

describe("inlineStartupStylesheet", () => {
  it.each([
    [
      "puts the stylesheet in a <style> element",
      ".a{color:red}",
      "<head><title>x</title><style>.a{color:red}</style></head>",
    ],
    [
      "keeps $ sequences of the CSS as they are",
      '.a::after{content:"$&"}',
      '<head><title>x</title><style>.a::after{content:"$&"}</style></head>',
    ],
    ["leaves the link when the file cannot be read", undefined, PAGE],
    ["leaves the link when the CSS could close the element", ".a{}</style><script>", PAGE],
  ])("%s", (_name, css, expected) => {
    expect(inlineStartupStylesheet(PAGE, (name) => (name === "index-B8.css" ? css : undefined))).toBe(expected);
  });

  it("leaves a page without a stylesheet link alone", () => {
    expect(inlineStartupStylesheet("<head></head>", () => ".a{}")).toBe("<head></head>");
  });
});
