import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../../shared/api/client.ts";

/** A 400's field errors (`Errors`), or none for any other failure. */
export const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.errors : {});

/** Puts the server's field errors under the form's own fields (the ones it has); the rest stay in the alert. */
export function showServerErrors<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  error: unknown,
  fields: readonly FieldPath<TInput>[],
): void {
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const name = fields.find((candidate) => candidate === field);
    if (name) form.setError(name, { type: "server", message });
  }
}
