import * as RadixSwitch from "@radix-ui/react-switch";
import { type ReactNode, useId } from "react";
import "./switch.css";

export interface SwitchProps {
  label: ReactNode;
  /** Text under the label, linked as the switch's description. */
  description?: ReactNode;
  id?: string;
  className?: string;
  checked: boolean;
  disabled?: boolean;
  /** Called with the state the reader asked for; the owner decides whether it happens. */
  onCheckedChange: (checked: boolean) => void;
  name?: string;
}

/** An on/off switch (Radix Switch: a button with the switch role, labelled by its visible label). */
export function Switch({ label, description, id, className, checked, disabled, onCheckedChange, name }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={["ui-switch", className ?? ""].filter(Boolean).join(" ")}>
      <div className="ui-switch__row">
        <RadixSwitch.Root
          id={switchId}
          className="ui-switch__track"
          checked={checked}
          disabled={disabled}
          onCheckedChange={onCheckedChange}
          name={name}
          aria-describedby={descriptionId}
        >
          <RadixSwitch.Thumb className="ui-switch__thumb" />
        </RadixSwitch.Root>
        <label htmlFor={switchId} className="ui-switch__label">
          {label}
        </label>
      </div>
      {description ? (
        <p id={descriptionId} className="ui-switch__description">
          {description}
        </p>
      ) : null}
    </div>
  );
}
