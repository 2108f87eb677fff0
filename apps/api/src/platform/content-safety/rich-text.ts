import sanitizeHtml from "sanitize-html";

/**
 * The one rich-text sanitiser (issue 7 "Rules", ADR 0023): every HTML body a user or an administrator writes
 * is stored as it went through here, and the web renders only what this returns. An allow-list, never a
 * block-list: tags and attributes not named here are dropped (their text stays, except inside the tags
 * whose content is code or styling). Links get `rel="nofollow ugc noopener"`; only http, https and mailto
 * links survive; pictures only from our own uploads (the page's CSP allows no other image source anyway).
 */

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
];

/** Text inside these is dropped with the tag: it is code or styling, never prose. */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "template",
  "svg",
  "math",
];

/** Our stored pictures: `/uploads/<folder>/<name>.<ext>` (architecture "Files"). */
const OWN_UPLOAD = /^\/uploads\/[a-z0-9/-]+\.(webp|png|jpe?g|gif)$/;

export const RICH_TEXT_LINK_REL = "nofollow ugc noopener";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // Whatever rel the author wrote is replaced: links in user content never pass ranking or the opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: RICH_TEXT_LINK_REL } }),
    b: "strong",
    i: "em",
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !OWN_UPLOAD.test(frame.attribs.src ?? ""),
};

/** Rich text as it may be stored and rendered. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a (sanitised) rich text, for reading time, excerpts and the search vector. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROP_WITH_CONTENT,
  });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}
