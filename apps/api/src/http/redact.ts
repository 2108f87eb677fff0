/**
 * What never reaches a log line. Matching is by pattern, not by a list of field names, so a field added by
 * the next module (`refreshToken`, `clientSecret`, `cardPan`…) is covered the day it appears.
 */
const SECRET_WORD = /card|cvv|cvc|password|passwd|token|secret|signature|authorization|cookie|api[-_]?key|expiry/i;

/**
 * Whole words that are secrets but too short to match inside other words: "pan" (not "company"), "sig" (a private
 * file's signature, not "design").
 */
const SECRET_WHOLE_WORDS = new Set(["pan", "sig"]);

/**
 * Query parameters that are secrets only in a URL: the mailbox page's `?key=` is the API key, while a logged
 * object's `key` (a cache or rate-limit key) says which bucket, not a secret.
 */
const SECRET_QUERY_NAMES = new Set(["key"]);

/** Splits `cardPan`, `PANNumber`, `primary_pan`, `x-pan` into words, so "pan" is a word and not "company". */
function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_.\-[\]]+/)
    .filter(Boolean);
}

/**
 * Whether a field or query parameter of that name holds a secret (card data, password, token, secret, a signed
 * link's signature) or a guest id, which opens a guest's cart and orders to whoever has it.
 */
export function isSecretKey(key: string): boolean {
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const parts = words(key).map((word) => word.toLowerCase());
  const secret =
    SECRET_WORD.test(key) || parts.some((word) => SECRET_WHOLE_WORDS.has(word)) || parts.join("").includes("guestid");
  // Every request's log line asks about the same few field names; a client's made-up query names stop being
  // remembered once the table is full, so it cannot grow without bound.
  if (verdicts.size < MAX_VERDICTS) verdicts.set(key, secret);
  return secret;
}

const MAX_VERDICTS = 2_000;
const verdicts = new Map<string, boolean>();

export const REDACTED = "[redacted]";

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

function isSecretQueryName(name: string): boolean {
  return isSecretKey(name) || SECRET_QUERY_NAMES.has(name.toLowerCase());
}

/** Replaces secret query-string values in a URL with `[redacted]`; the path and the parameter names stay. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      return isSecretQueryName(safeDecode(name).trim()) && rest.length ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join("&")}`;
}

const MAX_DEPTH = 8;

/**
 * A copy of a logged object with every secret key's value replaced, at any depth; `url` values have their
 * secret query parameters redacted and errors go through `serializeError`.
 */
export function redactObject(value: unknown, seen = new WeakSet<object>(), depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (seen.has(value)) return "[circular]";
  if (depth > MAX_DEPTH) return "[too deep]";
  if (Buffer.isBuffer(value) || value instanceof Date) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactObject(item, seen, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) out[key] = REDACTED;
    else if (key === "url" && typeof item === "string") out[key] = redactUrl(item);
    else out[key] = redactObject(item, seen, depth + 1);
  }
  return out;
}

/** Database error fields that name what failed without saying whose row it was. */
const SAFE_ERROR_FIELDS = ["code", "constraint", "table", "column", "schema", "routine", "severity", "statusCode"];

/**
 * Drizzle's `Failed query: …\nparams: <values>` and PostgreSQL's `detail` ("Key (email)=(ana@…) already
 * exists") carry row values such as e-mails and password hashes; data exceptions (class 22) quote the bad
 * value in their message. This keeps the message, the query text, the stack and the constraint, and drops
 * the values.
 */
function cleanMessage(message: string, code: unknown): string {
  let text = message.replace(/\nparams: [\s\S]*$/, "");
  if (typeof code === "string" && code.startsWith("22")) text = text.replace(/: ".*"$/s, `: ${REDACTED}`);
  return text;
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== "object") return error;
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const code = source.code;
  const message = typeof source.message === "string" ? source.message : "";
  const clean = cleanMessage(message, code);
  const out: Record<string, unknown> = {
    // Serialised twice (the log formatter, then pino's `err` serializer): the second pass keeps the first's type.
    type: error instanceof Error ? error.constructor.name : typeof source.type === "string" ? source.type : "Error",
    message: clean,
  };
  if (typeof source.stack === "string") {
    // The stack starts with the message: rebuild it from the clean one and keep the frames only.
    const frames = source.stack
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n");
    out.stack = `${out.type}: ${clean}${frames ? `\n${frames}` : ""}`;
  }
  if (typeof source.query === "string") out.query = source.query;
  for (const field of SAFE_ERROR_FIELDS) if (source[field] !== undefined) out[field] = source[field];
  if (source.cause && depth < 3) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/**
 * Pino settings every logger of the app gets (buildApp merges them into whatever options it is given):
 * the `log` formatter redacts each logged object by pattern before pino serialises it (pino's own `redact`
 * only takes fixed paths), and `err` values are serialised without row values.
 */
export const LOG_REDACTION = {
  formatters: { log: (object: Record<string, unknown>) => redactObject(object) as Record<string, unknown> },
  serializers: {
    // The shape pino's types expect of an `err` serializer.
    err: (error: unknown) => serializeError(error) as { type: string; message: string; stack: string },
  },
};
