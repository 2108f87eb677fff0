import { TOAST_DURATION_MS } from "@haa/domain";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ToastAnnouncer } from "./toast-announcer.tsx";
import { toast } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

describe("toasts", () => {
  it("announces success and error toasts politely and removes them after 3000 ms", () => {
    vi.useFakeTimers();
    render(
      <>
        <ToastAnnouncer />
        <Toaster />
      </>,
    );
    act(() => {
      toast.success("Account Created Successfully");
      toast.error("You have missing or incorrect information");
    });
    // Heard once, from the announcer; the visible list is not a live region.
    expect(screen.getByRole("status")).toHaveTextContent("Success: Account Created Successfully");
    expect(screen.getByRole("status")).toHaveTextContent("Error: You have missing or incorrect information");
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.querySelector("[aria-live='polite']")).toBeNull();
    expect(screen.getByText("You have missing or incorrect information")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getAllByTestId("toast")).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("can be dismissed early", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Logged In Successfully");
    });
    act(() => screen.getByRole("button", { name: "Dismiss notification" }).click());
    expect(screen.queryByText("Logged In Successfully")).not.toBeInTheDocument();
  });
});
