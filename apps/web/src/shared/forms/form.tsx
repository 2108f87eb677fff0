import { zodResolver } from "@hookform/resolvers/zod";
import type { FormHTMLAttributes, ReactNode } from "react";
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { translateMessage } from "../i18n/translate-message.ts";
import {
  Checkbox,
  type CheckboxProps,
  Select,
  type SelectProps,
  TextField,
  type TextFieldProps,
} from "../ui/fields.tsx";

/**
 * The one form set-up: react-hook-form driven by a shared zod schema. Errors appear only after the first
 * submit attempt and then follow every change; each field shows its first failing rule (spec 000 §5).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, "resolver" | "mode" | "reValidateMode" | "criteriaMode"> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    criteriaMode: "firstError",
  });
}

interface FormProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onInvalid"> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onValid: SubmitHandler<TOutput>;
  onInvalid?: (errors: FieldErrors<TInput>) => void;
  children: ReactNode;
}

/** A `<form>` that validates with the schema (the browser's own validation is off: our messages win). */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onValid,
  onInvalid,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} {...rest}>
      {children}
    </form>
  );
}

type Bound<TInput extends FieldValues, TOutput extends FieldValues> = {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
};

function useBoundField<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
}: Bound<TInput, TOutput>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error ? translateMessage(t, fieldState.error.message) : undefined };
}

export function FormTextField<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "ref">) {
  const { field, error } = useBoundField({ control, name });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormSelect<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<SelectProps, "name" | "value" | "onChange" | "onBlur" | "error" | "ref">) {
  const { field, error } = useBoundField({ control, name });
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormCheckbox<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<CheckboxProps, "name" | "checked" | "onChange" | "onBlur" | "error" | "ref">) {
  const { field, error } = useBoundField({ control, name });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
