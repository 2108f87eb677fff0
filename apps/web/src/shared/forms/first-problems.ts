import type { FieldValues } from "react-hook-form";
import type { LazySchema } from "./lazy-schema.ts";

/**
 * The first message of each field `schema` refuses in `values` (empty when they pass), for the small forms that
 * keep their own state (comment boxes, the forum editor) but check the contract's rules, not a copy of them. The
 * schema loads on first use, like every form's (ADR 0061).
 */
export async function firstProblems<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: LazySchema<TInput, TOutput>,
  values: TInput,
): Promise<Partial<Record<keyof TInput & string, string>>> {
  const parsed = (await schema.load()).safeParse(values);
  const problems: Partial<Record<keyof TInput & string, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof TInput & string;
    problems[field] ??= issue.message;
  }
  return problems;
}
