import { CARD_NUMBER_MAX, cardNumberInput, EXPIRY_LENGTH, formatExpiryInput } from "@haa/domain";
import type { ClipboardEvent } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/translate-message.ts";
import { TextField, type TextFieldProps } from "../ui/fields.tsx";

type Bound<TInput extends FieldValues, TOutput extends FieldValues> = {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
};

type Bindable = "name" | "value" | "onChange" | "onBlur" | "onPaste" | "error" | "ref" | "maxLength" | "inputMode";

/**
 * Puts pasted text in at the selection through `shape` instead of letting the browser paste: the browser cuts a
 * paste to `maxLength` before our onChange sees it, which would lose the end of "4242 4242 4242 4242" (19
 * characters for a field of 16) or of "12/2030". The caret goes after what was pasted.
 */
function pasteShaped(event: ClipboardEvent<HTMLInputElement>, shape: (raw: string) => string): string {
  event.preventDefault();
  const input = event.currentTarget;
  const pasted = event.clipboardData.getData("text");
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const before = input.value.slice(0, start) + pasted;
  const next = shape(before + input.value.slice(end));
  const caret = Math.min(shape(before).length, next.length);
  // Written to the element first so React, finding the same value on re-render, leaves the caret where it is.
  input.value = next;
  input.setSelectionRange(caret, caret);
  return next;
}

function useCardBinding<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
}: Bound<TInput, TOutput>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    value: typeof field.value === "string" ? field.value : "",
    error: fieldState.error ? translateMessage(t, fieldState.error.message) : undefined,
  };
}

/**
 * The card number of every payment form: spaces and dashes are dropped as they are typed or pasted and at most
 * 16 characters are held (spec 000 §5, §9); digits and asterisks (masked saved details) are kept, and so are
 * letters, which the rules then refuse.
 */
export function CardNumberField<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<TextFieldProps, Bindable>) {
  const { field, value, error } = useCardBinding({ control, name });
  return (
    <TextField
      autoComplete="cc-number"
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(cardNumberInput(event.target.value))}
      onPaste={(event) => field.onChange(pasteShaped(event, cardNumberInput))}
      onBlur={field.onBlur}
      error={error}
      inputMode="numeric"
      maxLength={CARD_NUMBER_MAX}
    />
  );
}

/** Expiry as MM/YY: the slash is inserted after two characters, at most 5 characters (spec 000 §5). */
export function ExpiryField<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TInput, TOutput> & Omit<TextFieldProps, Bindable>) {
  const { field, value, error } = useCardBinding({ control, name });
  return (
    <TextField
      autoComplete="cc-exp"
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(formatExpiryInput(event.target.value, value))}
      onPaste={(event) => field.onChange(pasteShaped(event, (raw) => formatExpiryInput(raw)))}
      onBlur={field.onBlur}
      error={error}
      inputMode="numeric"
      maxLength={EXPIRY_LENGTH}
    />
  );
}
