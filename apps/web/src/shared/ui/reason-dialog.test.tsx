import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "./button.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

// Plain text messages are shown as they are (catalogue keys would be translated).
const rule = z.string().trim().min(3, "Give a reason.").max(10, "At most 10 characters.");

function Harness({ onConfirm }: { onConfirm: (reason: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Hide post</Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Hide this post?"
        description="The author is told why."
        label="Reason"
        hint="3–10 characters."
        rule={rule}
        maxLength={10}
        confirmLabel="Hide"
        busy={false}
        onConfirm={onConfirm}
      />
    </>
  );
}

async function openDialog(onConfirm = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  render(<Harness onConfirm={onConfirm} />);
  await user.click(screen.getByRole("button", { name: "Hide post" }));
  const dialog = await screen.findByRole("dialog", { name: "Hide this post?" });
  return { user, dialog, reason: within(dialog).getByLabelText(/Reason/), onConfirm };
}

describe("reason dialog", () => {
  it("explains the action and requires a reason before confirming", async () => {
    const { user, dialog, reason, onConfirm } = await openDialog();
    expect(dialog).toHaveTextContent("The author is told why.");
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();

    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(within(dialog).getByText("Give a reason.")).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    // Spaces alone are no reason.
    await user.type(reason, "    ");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(within(dialog).getByText("Give a reason.")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps the reason within its maximum length", async () => {
    const { user, dialog, reason, onConfirm } = await openDialog();
    expect(reason).toHaveAttribute("maxLength", "10");
    await user.type(reason, "Off topic, twice");
    expect(reason).toHaveValue("Off topic,");

    // A value that got past the field's limit is still refused by the rule.
    fireEvent.change(reason, { target: { value: "Off topic, twice" } });
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(within(dialog).getByText("At most 10 characters.")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms with the trimmed reason and closes", async () => {
    const { user, dialog, reason, onConfirm } = await openDialog();
    await user.type(reason, "  Spam  ");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("Spam");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("stays open with the reason when confirming fails", async () => {
    const refused = vi.fn(async () => Promise.reject(new Error("refused")));
    const { user, dialog, reason } = await openDialog(refused);
    await user.type(reason, "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(refused).toHaveBeenCalledOnce());
    expect(screen.getByRole("dialog", { name: "Hide this post?" })).toBeInTheDocument();
    expect(reason).toHaveValue("Spam");
  });

  it("cancel closes without confirming, and the next opening starts empty", async () => {
    const { user, dialog, reason, onConfirm } = await openDialog();
    await user.type(reason, "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide post" })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Hide post" }));
    const again = await screen.findByRole("dialog", { name: "Hide this post?" });
    expect(within(again).getByLabelText(/Reason/)).toHaveValue("");
  });
});
