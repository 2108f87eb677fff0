import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { useFillUntouched } from "./fill-untouched.ts";

type Values = { Name: string; Email: string };

function useSubject(values: Partial<Values> | null) {
  const form = useForm<Values>({ defaultValues: { Name: "", Email: "" } });
  useFillUntouched(form, values);
  return form;
}

describe("useFillUntouched", () => {
  it("fills a member's details in once they are known, leaving what the reader typed", () => {
    const { result, rerender } = renderHook(({ values }) => useSubject(values), {
      initialProps: { values: null as Partial<Values> | null },
    });
    expect(result.current.getValues()).toEqual({ Name: "", Email: "" });
    act(() => result.current.setValue("Name", "Typed Name", { shouldDirty: true }));
    rerender({ values: { Name: "Grace Okafor", Email: "grace@example.org" } });
    expect(result.current.getValues()).toEqual({ Name: "Typed Name", Email: "grace@example.org" });
  });
});
