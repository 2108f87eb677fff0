import type { FastifyRequest } from "fastify";
import { auditTrail } from "../platform/audit/audit.ts";
import { AppError, badRequest } from "./errors.ts";

/**
 * Control characters (Unicode category Cc) other than tab, line feed and carriage return. No field of the
 * catalogue needs them; NUL breaks PostgreSQL text outright and the rest only smuggle escape sequences into
 * logs, mails and PDFs.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** In a `u` pattern a surrogate stands for itself only when unpaired: a pair is one astral code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Nesting deeper than this is refused rather than walked (JSON bodies are capped at 1 MB anyway). */
const MAX_DEPTH = 32;

export const controlCharactersError = () => badRequest("CONTROL_CHARACTERS", "validation.controlCharacters");

/** What is wrong with a string of the input, if anything. */
type TextFault = "control" | "unicode";

function stringFault(text: string): TextFault | undefined {
  if (CONTROL_CHARACTER.test(text)) return "control";
  // An unpaired UTF-16 surrogate (JSON's "\ud800"): no keyboard types one, UTF-8 cannot carry it, and
  // PostgreSQL's jsonb refuses it, so it is refused here for every field alike.
  if (LONE_SURROGATE.test(text)) return "unicode";
  return undefined;
}

/** The first fault of any string in `value` (keys included, at any depth), or undefined. */
function textFault(value: unknown, depth = 0): TextFault | undefined {
  if (typeof value === "string") return stringFault(value);
  if (value === null || typeof value !== "object") return undefined;
  if (depth > MAX_DEPTH) return "control";
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = textFault(item, depth + 1);
      if (fault) return fault;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const fault = stringFault(key) ?? textFault(item, depth + 1);
    if (fault) return fault;
  }
  return undefined;
}

/** Whether any string in `value` (keys included, at any depth) carries a control character. */
export function hasControlCharacters(value: unknown): boolean {
  return textFault(value) === "control";
}

const invalidUnicodeError = () => badRequest("INVALID_UNICODE", "validation.invalidUnicode");

/**
 * Throws the translated 400 when any string of the input carries a control character or is not well-formed
 * Unicode (an unpaired surrogate).
 */
export function assertCleanText(...values: unknown[]): void {
  for (const value of values) {
    const fault = textFault(value);
    if (fault === "control") throw controlCharactersError();
    if (fault === "unicode") throw invalidUnicodeError();
  }
}

/**
 * Whether every `%` escape of a query string decodes to UTF-8. The query parser silently keeps broken
 * escapes (`%zz`, `%E0%A4%A`), which would reach a handler as text nobody sent.
 */
export function isWellEncodedQuery(query: string): boolean {
  for (const pair of query.split("&")) {
    try {
      decodeURIComponent(pair.replace(/\+/g, " "));
    } catch {
      return false;
    }
  }
  return true;
}

export const malformedEncodingError = () => badRequest("MALFORMED_ENCODING", "validation.malformedEncoding");

/**
 * What a failure while reading a multipart body becomes: the parser's own limit errors (413 and friends)
 * keep their status; anything else it throws (no or empty boundary, truncated or garbage body, broken part
 * headers) is the caller's malformed request, not a server fault.
 */
export function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (typeof (error as { statusCode?: unknown })?.statusCode === "number") return error;
  return badRequest("MALFORMED_MULTIPART", "validation.invalidRequest");
}

/** One uploaded file of a multipart form, empty when the browser sent the field without a file. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

export interface FormOptions {
  /** The file fields read; a file part under any other name is drained and dropped. */
  files: readonly string[];
  /** The largest file accepted (one byte more lets the caller's own check name the limit). */
  maxFileBytes: number;
  maxFields?: number;
  maxFieldBytes?: number;
  /** Also take a JSON body's fields, for API clients that send no file. */
  json?: boolean;
}

export interface Form {
  /** Each text field, the last value when a field repeats. */
  fields: Record<string, string>;
  /** Every value of each text field, in order (a multi-select repeats its field). */
  values: Record<string, string[]>;
  files: Record<string, UploadedFile>;
}

/**
 * The one reader of multipart forms: text fields checked for control characters, the named files as bytes, the
 * parser's failures turned into 4xx answers. Undefined when the body is not multipart and JSON is not accepted.
 */
export async function readForm(request: FastifyRequest, options: FormOptions): Promise<Form | undefined> {
  const form: Form = { fields: {}, values: {}, files: {} };
  const add = (name: string, value: string) => {
    form.fields[name] = value;
    form.values[name] = [...(form.values[name] ?? []), value];
  };
  if (!request.isMultipart()) {
    if (!options.json) return undefined;
    for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (Array.isArray(value)) for (const item of value) add(key, String(item));
      else if (value !== undefined && value !== null) add(key, String(value));
    }
  } else {
    try {
      for await (const part of request.parts({
        limits: {
          fileSize: options.maxFileBytes + 1,
          files: Math.max(1, options.files.length),
          fields: options.maxFields ?? 10,
          ...(options.maxFieldBytes ? { fieldSize: options.maxFieldBytes } : {}),
        },
      })) {
        if (part.type === "file") {
          const bytes = await part.toBuffer();
          if (options.files.includes(part.fieldname))
            form.files[part.fieldname] = { bytes, fileName: part.filename ?? "" };
        } else add(part.fieldname, String(part.value ?? ""));
      }
    } catch (error) {
      throw multipartError(error);
    }
  }
  assertCleanText(form.values);
  // An administrator's form is what the audit log's "after" shows (ADR 0088); a file is named, never copied.
  if (auditTrail.recording()) {
    const files = Object.fromEntries(
      Object.entries(form.files).map(([name, file]) => [name, `[file ${file.fileName} ${file.bytes.length} bytes]`]),
    );
    auditTrail.form({ ...form.fields, ...files });
  }
  return form;
}

/** The bytes of one uploaded file in the multipart field `field` (other parts are drained), or undefined. */
export async function readSingleFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number },
): Promise<Buffer | undefined> {
  const form = await readForm(request, { files: [options.field], maxFileBytes: options.maxBytes, maxFields: 5 });
  return form?.files[options.field]?.bytes;
}
