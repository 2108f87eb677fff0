import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderRoute } from "../../../test/render.tsx";
import { Form, FormTextField, useZodForm } from "./form.tsx";
import { LazySchema } from "./lazy-schema.ts";

const nameSchema = z.object({ name: z.string().min(1, "validation.firstNameRequired") });
type NameForm = z.input<typeof nameSchema>;

function NameScreen({ schema, onValid }: { schema: LazySchema<NameForm, NameForm>; onValid: (v: NameForm) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: "" } });
  return (
    <Form form={form} onValid={onValid} onFocus={schema.preload} aria-label="Your name">
      <FormTextField control={form.control} name="name" label="Name" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe("LazySchema", () => {
  it("loads once however often it is asked, and again after a failed load", async () => {
    const importer = vi
      .fn<() => Promise<typeof nameSchema>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(nameSchema);
    const lazy = new LazySchema(importer);
    await expect(lazy.load()).rejects.toThrow(TypeError);
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(nameSchema);
    expect(second).toBe(nameSchema);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("is not loaded with the screen: the reader's first focus in the form loads it, and the submit validates", async () => {
    const importer = vi.fn(() => Promise.resolve(nameSchema));
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderRoute(<NameScreen schema={new LazySchema(importer)} onValid={onValid} />);
    expect(importer).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Name"));
    expect(importer).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("First Name is required")).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Name"), "Mei");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Mei" }, expect.anything()));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("a submit whose schema cannot load says the server is out of reach, keeps what was typed, and works once back", async () => {
    let online = false;
    const importer = vi.fn(() =>
      online
        ? Promise.resolve(nameSchema)
        : Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderRoute(<NameScreen schema={new LazySchema(importer)} onValid={onValid} />);

    await user.type(screen.getByLabelText("Name"), "Mei");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("We could not reach the server. Please check your connection and try again."),
    ).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("Mei");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();

    online = true;
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Mei" }, expect.anything()));
  });
});
