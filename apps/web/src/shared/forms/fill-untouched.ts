import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/**
 * Puts `values` (a member's name and email) into the fields the reader has not filled in yet, whenever they change.
 * A page the server rendered (ADR 0096) hydrates as a visitor's, so its form starts empty and the member's details
 * arrive with the session right after; a form rendered in the browser has them in its defaults already.
 */
export function useFillUntouched<V extends FieldValues, C, T>(
  form: UseFormReturn<V, C, T>,
  values: Partial<V> | null,
): void {
  const key = values ? JSON.stringify(values) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values' content is the dependency, not their identity.
  useEffect(() => {
    if (!values) return;
    for (const [name, value] of Object.entries(values)) {
      const path = name as Path<V>;
      if (!value || form.getFieldState(path).isDirty || form.getValues(path)) continue;
      form.setValue(path, value as PathValue<V, Path<V>>);
    }
  }, [form, key]);
}
