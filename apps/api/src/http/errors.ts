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

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The `Message` of a validation error: its first field's problem, in the reader's language, so a client that
 * shows only `Message` (a toast) still says what to fix. The field's name goes first unless the text already
 * names it ("Email: Please enter a valid e-mail address.", but "Card holder name is required" as it is).
 */
export function firstProblem(errors: Record<string, string>): string | undefined {
  const [field, text] = Object.entries(errors)[0] ?? [];
  if (field === undefined || !text) return undefined;
  const name = field.split(".").at(-1) ?? field;
  return letters(text).includes(letters(name)) ? text : `${field}: ${text}`;
}
