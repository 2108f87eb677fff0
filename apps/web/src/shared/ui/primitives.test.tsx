import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Menu } from "./menu.tsx";
import { SelectMenu } from "./select.tsx";
import { Switch } from "./switch.tsx";
import { Tabs } from "./tabs.tsx";

describe("menu", () => {
  function renderMenu(onLogout: () => void) {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <Menu
              trigger="Ana"
              triggerLabel="Account menu"
              items={[
                { label: "Profile", to: "/profile" },
                { label: "Logout", onSelect: onLogout },
              ]}
            />
          ),
        },
        { path: "/profile", element: <p>Profile page</p> },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
  }

  it("opens from the keyboard, moves with arrows, closes on Esc back to its button", async () => {
    const user = userEvent.setup();
    renderMenu(vi.fn());
    const button = screen.getByRole("button", { name: "Account menu" });
    button.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menu).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("runs an action item and follows a link item", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderMenu(onLogout);
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Profile" }));
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });
});

function SwitchHarness() {
  const [on, setOn] = useState(true);
  return <Switch label="Renew automatically" description="Every year" checked={on} onCheckedChange={setOn} />;
}

describe("switch", () => {
  it("is a labelled, described switch that toggles with a click or Space", async () => {
    const user = userEvent.setup();
    render(<SwitchHarness />);
    const toggle = screen.getByRole("switch", { name: "Renew automatically" });
    expect(toggle).toHaveAccessibleDescription("Every year");
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText("Renew automatically"));
    expect(toggle).toBeChecked();
    await user.keyboard(" ");
    expect(toggle).not.toBeChecked();
  });
});

describe("tabs", () => {
  it("shows one labelled panel at a time and moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Membership"
        items={[
          { value: "plan", label: "Plan", content: <p>Plan details</p> },
          { value: "invoices", label: "Invoices", content: <p>Invoice list</p> },
        ]}
      />,
    );
    expect(screen.getByRole("tablist", { name: "Membership" })).toBeInTheDocument();
    expect(screen.getByRole("tabpanel", { name: "Plan" })).toHaveTextContent("Plan details");
    await user.click(screen.getByRole("tab", { name: "Plan" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Invoices" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Invoices" })).toHaveTextContent("Invoice list");
  });
});

describe("select menu", () => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes; browsers have them.
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it("is a labelled combobox whose options are chosen from a listbox", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SelectMenu
        label="Sort by"
        placeholder="Choose…"
        options={[
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole("combobox", { name: "Sort by" });
    expect(trigger).toHaveTextContent("Choose…");
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "Oldest first" }));
    expect(onValueChange).toHaveBeenCalledWith("oldest");
    expect(trigger).toHaveTextContent("Oldest first");
  });
});
