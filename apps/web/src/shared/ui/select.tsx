import * as RadixSelect from "@radix-ui/react-select";
import { type ReactNode, useId } from "react";
import type { SelectOption } from "./fields.tsx";
import "./select.css";

export interface SelectMenuProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown until something is chosen. */
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A styled single choice (Radix Select: the WAI-ARIA listbox pattern with typeahead) for choices outside
 * the forms: sorting, filters, a view. Form fields keep the native `Select` of fields.tsx, which phones,
 * autofill and react-hook-form handle best.
 */
export function SelectMenu({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  disabled,
  id,
  className,
}: SelectMenuProps) {
  const generated = useId();
  const triggerId = id ?? generated;
  return (
    <div className={["ui-field", className ?? ""].filter(Boolean).join(" ")}>
      <label htmlFor={triggerId} className="ui-field__label">
        {label}
      </label>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
      >
        <RadixSelect.Trigger id={triggerId} className="ui-input ui-select-menu__trigger">
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className="ui-select-menu__icon">
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path
                d="M2.5 4.5L6 8l3.5-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="ui-select-menu__list" position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className="ui-select-menu__item">
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}
