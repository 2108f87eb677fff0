import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import "./fields.css";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

function FieldFrame({ id, label, error, hint, optionalLabel, children, className }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["ui-field", error ? "ui-field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {optionalLabel ? <span className="ui-field__optional"> ({optionalLabel})</span> : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          <ErrorIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ErrorIcon() {
  return (
    <svg className="ui-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4.2v4.6M8 10.9v.9" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  /** Already translated error text; marks the input invalid and is announced with it. */
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, optionalLabel, id, className, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      optionalLabel={optionalLabel}
      className={className}
    >
      {(describedBy) => (
        <input
          ref={ref}
          id={inputId}
          className="ui-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: ReactNode;
  /** Already translated error text; marks the field invalid and is announced with it. */
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hint, optionalLabel, id, className, ref, rows = 5, ...area }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint} optionalLabel={optionalLabel} className={className}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={areaId}
          rows={rows}
          className="ui-input ui-input--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...area}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option ("Select…"). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, options, placeholder, error, hint, id, className, ref, ...select }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <div className="ui-select">
          <select
            ref={ref}
            id={selectId}
            className="ui-input ui-select__control"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...select}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, id, className, ref, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={["ui-check", error ? "ui-field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <div className="ui-check__row">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="ui-check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={inputId} className="ui-check__label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          <ErrorIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}
