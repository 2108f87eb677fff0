import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import "./switch.css";

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "role"> {
  label: ReactNode;
  /** Text under the label, linked as the switch's description. */
  description?: ReactNode;
  id?: string;
}

/** An on/off switch: a real checkbox with the switch role, so keyboards and screen readers know it. */
export function Switch({ label, description, id, className, checked, ...input }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={["ui-switch", className ?? ""].filter(Boolean).join(" ")}>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className="ui-switch__input"
        checked={checked}
        aria-checked={checked}
        aria-describedby={descriptionId}
        {...input}
      />
      <label htmlFor={inputId} className="ui-switch__label">
        <span className="ui-switch__track" aria-hidden="true">
          <span className="ui-switch__thumb" />
        </span>
        <span className="ui-switch__text">{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} className="ui-switch__description">
          {description}
        </p>
      ) : null}
    </div>
  );
}
