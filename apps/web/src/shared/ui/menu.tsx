import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { Link } from "react-router";
import "./menu.css";

export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

export interface MenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough. */
  triggerLabel?: string;
  items: readonly MenuItem[];
  align?: "start" | "end";
}

/**
 * A menu button (Radix Dropdown Menu, the WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it,
 * arrows and typeahead move, Home/End jump, Esc closes and returns focus to the button, a click outside
 * closes it. Items are links (client-side navigation) or actions.
 */
export function Menu({ trigger, triggerLabel, items, align = "end" }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="ui-menu__trigger" aria-label={triggerLabel}>
        {trigger}
        <svg className="ui-menu__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-menu__list" align={align} sideOffset={8} collisionPadding={8}>
          {items.map((item) =>
            "to" in item ? (
              <DropdownMenu.Item key={item.label} asChild className="ui-menu__item">
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} className="ui-menu__item" onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
