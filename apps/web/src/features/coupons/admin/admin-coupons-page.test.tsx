import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminCouponsPage } from "./admin-coupons-page.tsx";

const coupon = (id: number, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  Code: `SPRING${id}`,
  Type: "Membership",
  DiscountType: 1,
  DiscountValue: 15,
  ExpiresAt: null,
  MaxUses: 100,
  TimesUsed: 7,
  IsActive: true,
  Status: "Active",
  CreatedAt: "2026-03-01T10:00:00.000Z",
  ...overrides,
});
const list = (items: unknown[], total = items.length) => ({
  body: envelope({ List: items, TotalCount: total, Page: 1, PageSize: 20 }),
});
const saved = (item: unknown, Message: string) => ({ body: envelope(item, { Message }) });

describe("/admin/coupons", () => {
  it("is refused to members", () => {
    logInAs();
    renderRoute(<AdminCouponsPage />, { path: "/admin/coupons" });
    expect(screen.getByRole("alert")).toHaveTextContent("Coupons are managed by the association's administrators.");
  });

  it("lists coupons with their uses and status, and filters by search and purchase type", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Coupon/GetCoupons": list(
        [
          coupon(1),
          coupon(2, { DiscountType: 2, DiscountValue: 25, MaxUses: null, Type: "Store", Status: "Inactive" }),
        ],
        45,
      ),
    });
    const user = userEvent.setup();
    renderRoute(<AdminCouponsPage />, { path: "/admin/coupons" });
    const table = await screen.findByRole("table", { name: "Coupons" });
    expect(await within(table).findByText("SPRING1")).toBeInTheDocument();
    expect(within(table).getByText("7 / 100")).toBeInTheDocument();
    expect(within(table).getByText("7 of unlimited")).toBeInTheDocument();
    expect(within(table).getByText("$25.00")).toBeInTheDocument();
    expect(within(table).getByText("Inactive")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code"), "spring");
    await user.selectOptions(screen.getByLabelText("Used for"), "Store");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const last = sentTo(sent, "GET Coupon/GetCoupons").at(-1);
    expect(queryOf(last)).toMatchObject({ search: "spring", Type: "Store", page: "1" });
  });

  it("creates a coupon from the dialog and shows the server's message on a taken code", async () => {
    logInAs({ AccountType: 99 });
    let calls = 0;
    const sent = stubApi({
      "GET Coupon/GetCoupons": list([]),
      "POST Coupon/AdminAddCoupon": () => {
        calls += 1;
        return calls === 1 ? failure(409, "This coupon code is already taken.") : saved(coupon(9), "Coupon created.");
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCouponsPage />, { path: "/admin/coupons" });
    await user.click(await screen.findByRole("button", { name: "New coupon" }));
    const dialog = await screen.findByRole("dialog", { name: "New coupon" });
    await user.type(within(dialog).getByLabelText("Code"), "AUTUMN10");
    await user.selectOptions(within(dialog).getByLabelText("Discount type"), "2");
    await user.type(within(dialog).getByLabelText("Discount value"), "10");
    await user.type(within(dialog).getByLabelText(/Maximum uses/), "50");
    await user.click(within(dialog).getByRole("button", { name: "Save coupon" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("already taken");
    await user.click(within(dialog).getByRole("button", { name: "Save coupon" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(jsonBody(sentTo(sent, "POST Coupon/AdminAddCoupon")[1])).toEqual({
      Code: "AUTUMN10",
      Type: "Membership",
      DiscountType: 2,
      DiscountValue: 10,
      ExpiresAt: null,
      MaxUses: 50,
      IsActive: true,
    });
  });

  it("shows the shared rules' messages on their fields and sends nothing while the coupon is invalid", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({ "GET Coupon/GetCoupons": list([]) });
    const user = userEvent.setup();
    renderRoute(<AdminCouponsPage />, { path: "/admin/coupons" });
    await user.click(await screen.findByRole("button", { name: "New coupon" }));
    const dialog = await screen.findByRole("dialog", { name: "New coupon" });
    await user.type(within(dialog).getByLabelText("Code"), "a!");
    await user.type(within(dialog).getByLabelText("Discount value"), "150");
    await user.click(within(dialog).getByRole("button", { name: "Save coupon" }));
    await expect
      .poll(() => within(dialog).getByLabelText("Code"))
      .toHaveAccessibleDescription("Use 3 to 30 letters, digits, hyphens or underscores.");
    expect(within(dialog).getByLabelText("Discount value")).toHaveAccessibleDescription(
      /Enter a percentage from 1 to 100/,
    );
    expect(within(dialog).getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST Coupon/AdminAddCoupon")).toHaveLength(0);
    expect(sentTo(sent, "POST Coupon/AdminUpdateCoupon")).toHaveLength(0);
  });

  it("edits, deactivates and expires (after confirming) a coupon", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Coupon/GetCoupons": list([coupon(3)]),
      "POST Coupon/AdminUpdateCoupon": saved(coupon(3), "Coupon saved."),
      "POST Coupon/AdminSetCouponActive": saved(coupon(3, { IsActive: false }), "Coupon saved."),
      "POST Coupon/AdminExpireCoupon": saved(coupon(3, { Status: "Expired" }), "Coupon expired."),
    });
    const user = userEvent.setup();
    renderRoute(<AdminCouponsPage />, { path: "/admin/coupons" });
    await user.click(await screen.findByRole("button", { name: "Edit SPRING3" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit coupon SPRING3" });
    const value = within(dialog).getByLabelText("Discount value");
    await user.clear(value);
    await user.type(value, "20");
    await user.click(within(dialog).getByRole("button", { name: "Save coupon" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(jsonBody(sentTo(sent, "POST Coupon/AdminUpdateCoupon")[0])).toMatchObject({
      Id: 3,
      Code: "SPRING3",
      DiscountValue: 20,
      MaxUses: 100,
    });

    await user.click(screen.getByRole("button", { name: "Deactivate SPRING3" }));
    await expect.poll(() => sentTo(sent, "POST Coupon/AdminSetCouponActive").length).toBe(1);
    expect(jsonBody(sentTo(sent, "POST Coupon/AdminSetCouponActive")[0])).toEqual({ Id: 3, IsActive: false });

    await user.click(screen.getByRole("button", { name: "Expire now SPRING3" }));
    const confirm = await screen.findByRole("dialog", { name: "Expire now" });
    expect(sentTo(sent, "POST Coupon/AdminExpireCoupon")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Expire now" }));
    await expect.poll(() => sentTo(sent, "POST Coupon/AdminExpireCoupon").length).toBe(1);
    expect(jsonBody(sentTo(sent, "POST Coupon/AdminExpireCoupon")[0])).toEqual({ Id: 3 });
  });
});
