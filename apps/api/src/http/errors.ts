import type { MessageRef } from "@haa/domain";

/** A field's message: a catalogue key, or a key with parameters (e.g. 'CVV must be {{n}} digits long'). */
export type FieldMessage = string | MessageRef;

/**
 * Typed errors thrown by services; one error handler maps them to the envelope. `messageKey` is a key of
 * the shared catalogues, translated into the caller's language when the response is written.
 */
export class AppError extends Error {
  /** Parameters that are lists of catalogue keys, translated and joined (e.g. 'Please update: …'). */
  keyLists?: Record<string, readonly string[]>;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly errors?: Record<string, FieldMessage>,
  ) {
    super(code);
    this.name = "AppError";
  }
}

/** An error whose message is a `MessageRef` (parameters and key lists included). */
export function messageError(status: number, code: string, message: MessageRef): AppError {
  const error = new AppError(status, code, message.key, message.params ?? {});
  if (message.keyLists) error.keyLists = message.keyLists;
  return error;
}

export const badRequest = (code: string, key: string, errors?: Record<string, FieldMessage>) =>
  new AppError(400, code, key, {}, errors);
export const validationError = (errors: Record<string, FieldMessage>) =>
  new AppError(400, "VALIDATION", "validation.invalidRequest", {}, errors);
export const unauthorized = (code = "UNAUTHORIZED", key = "errors.unauthorized") => new AppError(401, code, key);
export const forbidden = (code = "FORBIDDEN", key = "errors.forbidden") => new AppError(403, code, key);
export const notFound = (code = "NOT_FOUND", key = "errors.notFound") => new AppError(404, code, key);
export const conflict = (code: string, key: string) => new AppError(409, code, key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, "RATE_LIMITED", "errors.tooManyRequests", { retryAfter: retryAfterSeconds });

/**
 * Messages shared by every field of their kind (a wrong type, a yes/no, an id): alone they do not say which field
 * is meant. Every other message belongs to its field and names what it is about ("Membership plan is required").
 */
const SHARED_FIELD_MESSAGES: ReadonlySet<string> = new Set([
  "validation.invalidRequest",
  "validation.yesOrNo",
  "validation.recordIdInvalid",
]);

/**
 * The `Message` of a validation error: its first field's problem, in the reader's language, so a client that
 * shows only `Message` (a toast) still says what to fix. A field's own message is given word for word (spec 000
 * §5's texts are requirements to the letter, in every language); a shared one is preceded by the field's name
 * ("Quantity: The request is not valid."), which is the call's parameter name and so not translated.
 */
export function firstProblem(errors: Record<string, FieldMessage>, texts: Record<string, string>): string | undefined {
  const [field, message] = Object.entries(errors)[0] ?? [];
  const text = field === undefined ? undefined : texts[field];
  if (field === undefined || message === undefined || !text) return undefined;
  const key = typeof message === "string" ? message : message.key;
  return SHARED_FIELD_MESSAGES.has(key) ? `${field}: ${text}` : text;
}
