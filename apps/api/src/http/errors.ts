/**
 * Typed errors thrown by services; one error handler maps them to the envelope. `messageKey` is a key of
 * the shared catalogues, translated into the caller's language when the response is written.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly errors?: Record<string, string>,
  ) {
    super(code);
    this.name = "AppError";
  }
}

export const badRequest = (code: string, key: string, errors?: Record<string, string>) =>
  new AppError(400, code, key, {}, errors);
export const validationError = (errors: Record<string, string>) =>
  new AppError(400, "VALIDATION", "validation.invalidRequest", {}, errors);
export const unauthorized = (code = "UNAUTHORIZED", key = "errors.unauthorized") => new AppError(401, code, key);
export const forbidden = (code = "FORBIDDEN", key = "errors.forbidden") => new AppError(403, code, key);
export const notFound = (code = "NOT_FOUND", key = "errors.notFound") => new AppError(404, code, key);
export const conflict = (code: string, key: string) => new AppError(409, code, key);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, "RATE_LIMITED", "errors.tooManyRequests", { retryAfter: retryAfterSeconds });
