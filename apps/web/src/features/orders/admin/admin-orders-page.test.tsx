import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminStoreOrdersPage, parseCountries, parseRates } from "./admin-orders-page.tsx";

const europe = {
  Id: 2,
  Name: "Europe",
  Countries: ["DE", "FR"],
  IsFallback: false,
  Rates: [{ MaxWeightGrams: 1000, Price: 12 }],
};
const world = {
  Id: 3,
  Name: "Rest of world",
  Countries: [],
  IsFallback: true,
  Rates: [{ MaxWeightGrams: 1000, Price: 20 }],
};
const orders = { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 20 }) };

describe("/admin/store-orders shipping zones", () => {
  it("adds a zone and deletes one after confirming; the rest-of-world zone cannot be deleted", async () => {
    logInAs({ AccountType: 99 });
    const canada = { ...europe, Id: 4, Name: "Canada", Countries: ["CA"] };
    const sent = stubApi({
      "GET Store/AdminGetOrders": orders,
      "GET Store/AdminGetShippingZones": { body: envelope([europe, world]) },
      "POST Store/AdminSaveShippingZone": {
        body: envelope([europe, world, canada], { Message: "Shipping zone saved." }),
      },
      "DELETE Store/AdminDeleteShippingZone": { body: envelope([world, canada]) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminStoreOrdersPage />, { path: "/admin/store-orders" });
    await user.click(await screen.findByRole("tab", { name: "Shipping table" }));
    const form = await screen.findByRole("form", { name: "New shipping zone" });
    await user.type(within(form).getByLabelText("Zone name"), "Canada");
    await user.type(within(form).getByLabelText(/Countries/), "ca");
    await user.type(within(form).getByLabelText(/Weight bands/), "1000:12, 5000:30");
    await user.click(within(form).getByRole("button", { name: "Add zone" }));
    expect(await screen.findByRole("form", { name: "Canada" })).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Store/AdminSaveShippingZone")[0])).toEqual({
      Name: "Canada",
      IsFallback: false,
      Countries: ["CA"],
      Rates: [
        { MaxWeightGrams: 1000, Price: 12 },
        { MaxWeightGrams: 5000, Price: 30 },
      ],
    });

    expect(
      within(screen.getByRole("form", { name: "Rest of world" })).queryByRole("button", { name: "Delete zone" }),
    ).toBeNull();
    await user.click(within(screen.getByRole("form", { name: "Europe" })).getByRole("button", { name: "Delete zone" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the zone Europe?" });
    expect(sentTo(sent, "DELETE Store/AdminDeleteShippingZone")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete zone" }));
    await expect.poll(() => screen.queryByRole("form", { name: "Europe" })).toBeNull();
    expect(queryOf(sentTo(sent, "DELETE Store/AdminDeleteShippingZone")[0])).toEqual({ Id: "2" });
  });
});

describe("shipping table parsing", () => {
  it.each([
    [
      "500:5.95, 2000:9.95",
      [
        { MaxWeightGrams: 500, Price: 5.95 },
        { MaxWeightGrams: 2000, Price: 9.95 },
      ],
    ],
    ["500", []],
    ["a:b, 100:1", [{ MaxWeightGrams: 100, Price: 1 }]],
    ["", []],
  ])("rates %j", (text, expected) => expect(parseRates(text)).toEqual(expected));

  it.each([
    ["de, fr  it", ["DE", "FR", "IT"]],
    ["", []],
  ])("countries %j", (text, expected) => expect(parseCountries(text)).toEqual(expected));
});
