import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AddressBook } from "./address-book.tsx";
import { AddressForm } from "./address-form.tsx";

function address(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    UserId: 4,
    FullName: "Emily Carter",
    Line1: "2214 SE Division Street",
    Line2: "Apt 5",
    City: "Portland",
    State: "OR",
    PostalCode: "97202",
    CountryCode: "US",
    CountryName: "United States",
    Phone: "",
    IsDefault: false,
    CreatedAt: "2026-05-01T10:00:00.000Z",
    UpdatedAt: "2026-05-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("AddressBook", () => {
  it("lists the addresses as plain text with the default marked", async () => {
    logInAs();
    stubApi({
      "GET Account/GetUserAddresses": {
        body: envelope([
          address(1, { IsDefault: true }),
          address(2, { FullName: "<img src=x onerror=alert(1)>", City: "Boulder" }),
        ]),
      },
    });
    renderRoute(<AddressBook userId={4} />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText("Default")).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect(screen.getByText("2 of 10 addresses")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole("button", { name: "Make default" })).toBeNull();
  });

  it("adds an address through the form with the shared rules", async () => {
    logInAs();
    const sent = stubApi({
      "GET Account/GetUserAddresses": { body: envelope([]) },
      "POST Account/AddUserAddress": { body: envelope(address(3, { IsDefault: true }), { Message: "Address added." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AddressBook userId={4} />);
    expect(await screen.findByText("You have no saved addresses yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "New address" });
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await within(dialog).findByText("Full name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Country is required")).toBeInTheDocument();
    expect(sentTo(sent, "POST Account/AddUserAddress")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Full name"), "Emily Carter");
    await user.type(within(dialog).getByLabelText("Address"), "2214 SE Division Street");
    await user.type(within(dialog).getByLabelText("City"), "Portland");
    await user.type(within(dialog).getByLabelText("Postal code"), "97202");
    await user.selectOptions(within(dialog).getByLabelText("Country"), "US");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Address added.");
    expect(jsonBody(sentTo(sent, "POST Account/AddUserAddress")[0])).toMatchObject({
      UserId: 4,
      FullName: "Emily Carter",
      CountryCode: "US",
      IsDefault: true,
    });
  });

  it("makes another address the default and deletes one after confirmation", async () => {
    logInAs();
    const sent = stubApi({
      "GET Account/GetUserAddresses": {
        body: envelope([address(1, { IsDefault: true }), address(2, { City: "Boulder" })]),
      },
      "POST Account/UpdateUserAddress": {
        body: envelope(address(2, { IsDefault: true }), { Message: "Address updated." }),
      },
      "DELETE Account/DeleteUserAddresses": { body: envelope(null, { Message: "Address deleted." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AddressBook userId={4} />);
    await user.click(await screen.findByRole("button", { name: "Make default" }));
    expect(jsonBody(sentTo(sent, "POST Account/UpdateUserAddress")[0])).toMatchObject({ Id: 2, IsDefault: true });
    const deletes = screen.getAllByRole("button", { name: "Delete" });
    await user.click(deletes[1] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Delete this address?" });
    expect(dialog).toHaveTextContent("Emily Carter, Boulder will be removed");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const deleted = sentTo(sent, "DELETE Account/DeleteUserAddresses")[0];
    expect(new URL(deleted?.url ?? "", "http://app.test").searchParams.get("Id")).toBe("2");
  });

  it("shows the server's limit message", async () => {
    logInAs();
    stubApi({
      "GET Account/GetUserAddresses": { body: envelope([address(1, { IsDefault: true })]) },
      "POST Account/AddUserAddress": failure(400, "You can keep at most 10 addresses. Please delete one first."),
    });
    const user = userEvent.setup();
    renderRoute(<AddressBook userId={4} />);
    await user.click(await screen.findByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "New address" });
    await user.type(within(dialog).getByLabelText("Full name"), "Emily Carter");
    await user.type(within(dialog).getByLabelText("Address"), "1 Main Street");
    await user.type(within(dialog).getByLabelText("City"), "Portland");
    await user.selectOptions(within(dialog).getByLabelText("Country"), "US");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("You can keep at most 10 addresses.");
    expect(screen.getByRole("dialog", { name: "New address" })).toBeInTheDocument();
  });
});

describe("AddressForm (the checkout reuses it)", () => {
  it("hides the default box for a guest and hands back the checked address", async () => {
    let saved: unknown = null;
    const user = userEvent.setup();
    renderRoute(
      <AddressForm
        showDefault={false}
        submitLabel="Continue"
        onSubmit={async (values) => {
          saved = values;
        }}
      />,
    );
    expect(screen.queryByLabelText("Use as my default address")).toBeNull();
    await user.type(screen.getByLabelText("Full name"), "Jonas Becker");
    await user.type(screen.getByLabelText("Address"), "Lindenstraße 12");
    await user.type(screen.getByLabelText("City"), "Freiburg");
    await user.selectOptions(screen.getByLabelText("Country"), "DE");
    await user.type(screen.getByLabelText("Phone (optional)"), "call me");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please enter a valid phone number.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Phone (optional)"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("button", { name: "Continue" });
    await expect.poll(() => saved).toMatchObject({ FullName: "Jonas Becker", CountryCode: "DE", Phone: "" });
  });
});
