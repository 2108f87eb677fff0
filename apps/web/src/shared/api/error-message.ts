import type { TFunction } from "i18next";
import { ApiError } from "./client.ts";

/** What to tell the reader about a failed call: the server's (already translated) Message when there is one. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t("common.networkError");
    if (error.message) return error.message;
  }
  return t("common.unexpectedError");
}
