import { describe, expect, it } from "vitest";
import { type Catalogue, NAMESPACED } from "./catalogues.ts";
import { INTERFACE_LANGUAGES } from "./languages.ts";
import { NAMESPACES } from "./namespaces.ts";
import { translate } from "./translate.ts";

/** Every text of a catalogue with its dotted key. */
function* texts(catalogue: Catalogue, prefix = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") yield [`${prefix}${key}`, value];
    else yield* texts(value, `${prefix}${key}.`);
  }
}

// The informal German forms: pronouns and the verb forms that go with "du".
const INFORMAL_GERMAN =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|kannst|hast|bist|wirst|musst|möchtest|brauchst)\b|\bMelde dich\b|\bWerde Mitglied\b/i;

describe("wording people notice (issue 'One coherent product')", () => {
  it("German speaks to the reader as 'Sie' everywhere, the mails included", () => {
    const informal: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, text] of texts(NAMESPACED.de[namespace])) {
        if (INFORMAL_GERMAN.test(text)) informal.push(`${namespace}:${key}: ${text}`);
      }
    }
    expect(informal).toEqual([]);
  });

  it.each(INTERFACE_LANGUAGES)(
    "%s: the instructor checkout's refusal says 'instructors' without a level number",
    (language) => {
      const text = translate(language, "ordersErrors.notInstructor");
      expect(text).not.toMatch(/\d/);
      expect(text.length).toBeGreaterThan(20);
    },
  );

  it.each(INTERFACE_LANGUAGES)("%s: the instructor checkout's login prompt is a sentence of its own", (language) => {
    const text = translate(language, "ordersInstructor.loginText");
    expect(text).not.toBe("ordersInstructor.loginText");
    expect(text).not.toContain("{{");
    // Whole sentences, said instead of 'Log in to see {{page}}…' (which got a sentence as its page name).
    expect(text).toMatch(/[.。]$/);
  });

  it("the Japanese footer is Japanese", () => {
    for (const [key, text] of texts(NAMESPACED.ja.common.footer as Catalogue)) {
      expect(text, `footer.${key}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
