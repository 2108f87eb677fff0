import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent, FormHTMLAttributes, ReactNode } from "react";
import {
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { encodeMessageRef, translateMessage } from "../i18n/translate-message.ts";
import {
  Checkbox,
  type CheckboxProps,
  Select,
  type SelectProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from "../ui/fields.tsx";
import { toast } from "../ui/toast/toast-store.ts";
import { LazySchema } from "./lazy-schema.ts";

/**
 * zodResolver keeps only an issue's message, but some shared rules report a key with parameters
 * ('CVV must be {{n}} digits long'). For the first issue of each field that carries parameters, the error's
 * message becomes an encoded message reference, which `translateMessage` renders in the reader's language.
 */
export function zodFormResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> {
  const base = zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".");
      if (seen.has(path)) continue;
      seen.add(path);
      const params = "params" in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
      const error = get(result.errors, path) as FieldError | undefined;
      if (error && params && Object.keys(params).length > 0) {
        error.message = encodeMessageRef({ key: issue.message, params });
      }
    }
    return result;
  };
}

/** The schema's code could not be loaded (offline, or a new release replaced it): the submit stops there. */
class SchemaLoadError extends Error {}

function lazyFormResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: LazySchema<TInput, TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    let loaded: z.ZodType<TOutput, TInput>;
    try {
      loaded = await schema.load();
    } catch (error) {
      throw new SchemaLoadError("The form's schema could not be loaded", { cause: error });
    }
    return zodFormResolver(loaded)(values, context, options);
  };
}

/**
 * The one form set-up: react-hook-form driven by a shared zod schema, given as is or as a `LazySchema`.
 * Errors appear only after the first submit attempt and then follow every change; each field shows its first
 * failing rule (spec 000 §5).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput> | LazySchema<TInput, TOutput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, "resolver" | "mode" | "reValidateMode" | "criteriaMode"> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: schema instanceof LazySchema ? lazyFormResolver(schema) : zodFormResolver(schema),
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
  const { t } = useTranslation();
  const submit = form.handleSubmit(onValid, onInvalid);
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event).catch((error: unknown) => {
      // What the reader typed stays; they can submit again once the connection is back.
      if (error instanceof SchemaLoadError) toast.error(t("common.networkError"));
      else throw error;
    });
  return (
    <form noValidate onSubmit={onSubmit} {...rest}>
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
  const error = fieldState.error ? translateMessage(t, fieldState.error.message) : undefined;
  return { field, error };
}

/** The props every text-valued control (input, select, textarea) takes from its form field. */
function useTextBinding<TInput extends FieldValues, TOutput extends FieldValues>(bound: Bound<TInput, TOutput>) {
  const { field, error } = useBoundField(bound);
  return {
    ref: field.ref,
    name: field.name,
    value: typeof field.value === "string" ? field.value : "",
    onChange: field.onChange,
    onBlur: field.onBlur,
    error,
  };
}

type Bindable = "name" | "value" | "onChange" | "onBlur" | "error" | "ref";

export function FormTextField<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<TextFieldProps, Bindable>) {
  return <TextField {...props} {...useTextBinding({ control, name })} />;
}

export function FormSelect<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<SelectProps, Bindable>) {
  return <Select {...props} {...useTextBinding({ control, name })} />;
}

export function FormTextArea<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<TextAreaProps, Bindable>) {
  return <TextArea {...props} {...useTextBinding({ control, name })} />;
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
