/**
 * Letters a name search treats as their plain Latin letter, beyond the accents Unicode decomposes: "Søren" is
 * found by "soren", "Łukasz" by "lukasz", "Straße" by "strasse". The database's `fold_latin` (migration 0052)
 * holds the same table; `fold.test.ts` in the API's tests checks that both agree.
 */
export const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
};

const SPECIAL = new RegExp(`[${Object.keys(FOLDED_LETTERS).join("")}]`, "g");

/**
 * Lower case without the accents of Latin letters, as a name search compares words (ADR 0107): "Dvořák" and
 * "dvorak" fold alike, so a member who types a name without its accents finds it. Only marks on a Latin letter
 * go (a Japanese voiced kana keeps its mark: が stays が), and the text is recomposed afterwards.
 */
export function foldLatin(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/([a-z])[\u0300-\u036f]+/g, "$1")
    .normalize("NFC")
    .replace(SPECIAL, (letter) => FOLDED_LETTERS[letter] ?? letter);
}
