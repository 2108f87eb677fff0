import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Membership Payment"
        width={600}
        footer={<Button>Pay</Button>}
      >
        <input aria-label="Card holder name" />
      </Dialog>
    </>
  );
}

describe("dialog", () => {
  it("is modal, labelled by its title, keeps focus inside, closes on Esc and returns focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Membership Payment" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveStyle({ maxWidth: "600px" });
    expect(screen.getByLabelText("Card holder name")).toHaveFocus();

    await user.tab();
    expect(screen.getByRole("button", { name: "Pay" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Pay" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
