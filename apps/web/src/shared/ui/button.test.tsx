import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";

describe("Button while loading", () => {
  it("stays focusable but sends its form no second time, by a click or by Enter in a field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Name <input name="name" />
        </label>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute("aria-disabled", "true");
    expect(save).toHaveAttribute("aria-busy", "true");
    await user.click(save);
    expect(save).toHaveFocus();
    await user.type(screen.getByLabelText("Name"), "Ana{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("runs its action again once the work is done", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Add
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Add</Button>);
    expect(screen.getByRole("button", { name: "Add" })).not.toHaveAttribute("aria-disabled");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("is disabled, not busy, when its caller disables it", () => {
    render(
      <Button disabled loading>
        Pay
      </Button>,
    );
    const pay = screen.getByRole("button", { name: "Pay" });
    expect(pay).toBeDisabled();
    expect(pay).not.toHaveAttribute("aria-disabled");
  });
});
