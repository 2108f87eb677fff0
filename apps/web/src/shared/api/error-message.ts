import type { TFunction } from "i18next";
import { ApiError, hasCode } from "./client.ts";

/** What to tell the reader about a failed call: the server's (already translated) Message when there is one. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t("common.networkError");
    // A refused form's problems are shown field by field; the server's Message repeats the first one, prefixed
    // with its API field name, for clients that show nothing else.
    if (hasCode(error, "VALIDATION") && Object.keys(error.errors).length > 0) return t("validation.invalidRequest");
    if (error.message) return error.message;
  }
  return t("common.unexpectedError");
}
