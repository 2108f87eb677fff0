import { describe, expect, it } from "vitest";
import { applyFormat, composeHtml, decomposeHtml } from "./compose.ts";

describe("composeHtml", () => {
  it.each([
    ["One paragraph", "<p>One paragraph</p>"],
    ["First\n\nSecond\nline", "<p>First</p><p>Second<br>line</p>"],
    ["- one\n- two", "<ul><li>one</li><li>two</li></ul>"],
    ["> quoted", "<blockquote><p>quoted</p></blockquote>"],
    ["**bold** and _soft_ words", "<p><strong>bold</strong> and <em>soft</em> words</p>"],
    ['<script>alert("x")</script>', "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>"],
  ])("turns %j into %s", (text, html) => {
    expect(composeHtml(text)).toBe(html);
  });

  it("appends uploaded pictures and reads them back apart from the text", () => {
    const html = composeHtml("Hello **there**", ["/uploads/forum/a-full.webp"]);
    expect(html).toBe('<p>Hello <strong>there</strong></p><p><img src="/uploads/forum/a-full.webp" alt=""></p>');
    expect(decomposeHtml(html)).toEqual({ text: "Hello **there**", images: ["/uploads/forum/a-full.webp"] });
  });
});

describe("applyFormat", () => {
  it("wraps a selection in bold or italic marks", () => {
    expect(applyFormat("say hello now", 4, 9, "bold").value).toBe("say **hello** now");
    expect(applyFormat("say hello now", 4, 9, "italic").value).toBe("say _hello_ now");
  });
  it("prefixes the selected lines for quotes and lists", () => {
    expect(applyFormat("a\nb", 0, 3, "list").value).toBe("- a\n- b");
    expect(applyFormat("intro\nquote me", 6, 14, "quote").value).toBe("intro\n> quote me");
  });
});
