import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { RICH_TEXT_LINK_REL, richTextToPlain, sanitizeRichText } from "../../src/platform/content-safety/rich-text.ts";

/** What may never survive sanitising: a script element, an event handler, a script URL, a style, a frame. */
const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<style/i,
  /style=/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /srcdoc/i,
  /expression\(/i,
];

describe("the rich-text sanitiser", () => {
  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
    "payload %i leaves nothing that runs: %s",
    (_n, payload) => {
      const clean = sanitizeRichText(payload);
      for (const pattern of DANGEROUS) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
      // Sanitising is idempotent: what is stored comes back unchanged through a second pass.
      expect(sanitizeRichText(clean)).toBe(clean);
    },
  );

  it.each([
    ["<p>Hello <strong>world</strong></p>", "<p>Hello <strong>world</strong></p>"],
    ["<p><b>bold</b> and <i>italic</i></p>", "<p><strong>bold</strong> and <em>italic</em></p>"],
    ["<h2>Title</h2><ul><li>one</li></ul>", "<h2>Title</h2><ul><li>one</li></ul>"],
    ["<blockquote>Quote</blockquote>", "<blockquote>Quote</blockquote>"],
    [
      '<a href="https://example.org/x?a=1&amp;b=2" title="t">link</a>',
      `<a href="https://example.org/x?a=1&amp;b=2" title="t" rel="${RICH_TEXT_LINK_REL}">link</a>`,
    ],
    [
      '<a href="mailto:info@example.org">mail</a>',
      `<a href="mailto:info@example.org" rel="${RICH_TEXT_LINK_REL}">mail</a>`,
    ],
    [
      '<a href="https://example.org" rel="opener" target="_blank" class="x">r</a>',
      `<a href="https://example.org" rel="${RICH_TEXT_LINK_REL}">r</a>`,
    ],
    ['<img src="/uploads/blog/abc-full.webp" alt="A hand">', '<img src="/uploads/blog/abc-full.webp" alt="A hand" />'],
    ['<img src="https://tracker.example/pixel.gif">', ""],
    ['<img src="/uploads/../etc/passwd">', ""],
    ['<p class="x" id="y" style="color:red">plain</p>', "<p>plain</p>"],
    ["<h1>Top</h1><div>block</div>", "Top<div>block</div>".replace("<div>block</div>", "block")],
    ["<script>alert(1)</script>kept", "kept"],
    ["5 < 6 & 7 > 3", "5 &lt; 6 &amp; 7 &gt; 3"],
  ])("%s → %s", (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it("reads the plain text of a body for reading time and search", () => {
    expect(richTextToPlain("<h2>Breath</h2><p>In &amp; out.</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Breath In & out. one two",
    );
    expect(richTextToPlain("<p>a<br>b</p><script>alert(1)</script>")).toBe("a b");
  });
});
