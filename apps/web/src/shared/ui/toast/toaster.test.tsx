import { TOAST_DURATION_MS } from "@haa/domain";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ToastAnnouncer } from "./toast-announcer.tsx";
import { toast } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

describe("toasts", () => {
  it("announces success and error toasts politely and removes them after 3000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success("Account Created Successfully");
      toast.error("You have missing or incorrect information");
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.querySelector("[aria-live='polite']")).toHaveTextContent("Account Created Successfully");
    expect(screen.getByText("You have missing or incorrect information")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText("Account Created Successfully")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Account Created Successfully")).not.toBeInTheDocument();
    expect(screen.queryByText("You have missing or incorrect information")).not.toBeInTheDocument();
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

describe("the toast announcer", () => {
  it("reads a toast pushed before the toaster has loaded", () => {
    const { container } = render(<ToastAnnouncer />);
    act(() => {
      toast.success("Account Created Successfully");
    });
    expect(container.querySelector("[aria-live='polite']")).toHaveTextContent("Success: Account Created Successfully");
  });
});
