import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, launchBrowser, newPage, uniqueEmail, waitForMail } from "../support/browser.ts";
import { newMember, seededInstructor } from "../support/factories.ts";
import { logIn, payByCard } from "../support/journey.ts";

// Demo products by their place in the store seed (DEMO_PRODUCTS, ids in seed order on the fresh e2e database).
const POSTCARDS = { id: 30, title: "Set of Six Postcards: Hand Positions" };
const PRACTICE_LOG = { id: 4 };
const KIT = "Foundations Teaching Kit";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function guestIdOf(page: Page): Promise<string> {
  await page.goto("/store/cart");
  await expect.poll(() => page.getByRole("heading", { name: "Your cart", level: 1 }).isVisible()).toBe(true);
  const id = await page.evaluate(() => localStorage.getItem("guestId"));
  if (!id) throw new Error("the cart page kept no guest id");
  return id;
}

async function fillAddress(page: Page) {
  await page.getByLabel("Full name").fill("Sam Starter");
  await page.getByLabel("Street and number").fill("455 Market Street");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("Country").selectOption("US");
}

describe("store orders", () => {
  it("a visitor fills a cart, logs in, the cart is merged, pays and gets the receipt", async () => {
    const page = await newPage(browser);
    const guestId = await guestIdOf(page);
    const added = await api("POST", "Store/AddToCart", {
      body: { ProductId: POSTCARDS.id, Quantity: 2, GuestId: guestId },
    });
    expect(added.status).toBe(200);
    // The member has a default address (Porto) and already had something in their cart from another device.
    const member = await newMember("Sofia", { lastName: "Almeida", country: "Portugal" });
    const { token } = member;
    const address = await api("POST", "Account/AddUserAddress", {
      token,
      body: {
        UserId: member.id,
        FullName: "Sofia Almeida",
        Line1: "Rua de Santa Catarina 215",
        City: "Porto",
        PostalCode: "4000-447",
        CountryCode: "PT",
        IsDefault: true,
      },
    });
    expect(address.status).toBe(200);
    await api("POST", "Store/AddToCart", {
      token,
      body: { ProductId: PRACTICE_LOG.id, Quantity: 1, UserId: member.id },
    });

    await page.reload();
    await expect.poll(() => page.getByText(POSTCARDS.title).isVisible()).toBe(true);
    await expectAccessible(page, "/store/cart (visitor)");
    await page.getByRole("button", { name: `One more ${POSTCARDS.title}` }).click();
    await expect.poll(() => page.getByText("Subtotal (3 items)").isVisible()).toBe(true);
    // The header's cart follows the visitor's cart.
    await expect.poll(() => page.getByRole("link", { name: "Cart, 3 items" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Go to checkout" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Checkout", level: 1 }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "log in to keep this cart" }).click();
    await logIn(page, member.email, member.password);
    // Back at the checkout with both carts in one: the visitor's postcards and the member's practice log.
    await expect.poll(() => page.getByText("E-mail for the receipt").count()).toBe(0);
    // The merge and the new totals take a few requests after the login: allow for a busy machine.
    await expect.poll(() => page.getByRole("main").getByText(POSTCARDS.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("main").getByText("× 3").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("main").locator(".orders-line").count()).toBe(2);
    // The member's saved default address (Porto) is chosen already; this order ships to a new one.
    const shipTo = page.getByLabel("Ship to");
    await expect.poll(() => shipTo.inputValue()).not.toBe("");
    await shipTo.selectOption("");
    await fillAddress(page);
    await expect.poll(() => page.getByText("Shipping (United States)").isVisible()).toBe(true);
    await expectAccessible(page, "/checkout (member)");
    await payByCard(page, { holder: "Sam Starter", submit: /^Pay \$/ });
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you for your order", level: 1 }).isVisible())
      .toBe(true);
    const receipt = (await page.getByRole("status").first().textContent()) ?? "";
    const number = receipt.match(/HA-\d{4}-\d{6}/)?.[0];
    expect(number).toBeDefined();
    expect(page.getByRole("link", { name: "Download the invoice (PDF)" })).toBeDefined();
    await expectAccessible(page, "/checkout/billingsuccess");
    const mail = await waitForMail(member.email, new RegExp(number ?? "none"));
    expect(mail.text).toContain("/purchasedetail?orderId=");
    // The order is listed in the profile; the cart is empty.
    await page.goto("/profile/orderpurchases");
    await expect.poll(() => page.getByRole("link", { name: number ?? "" }).isVisible()).toBe(true);
    await page.goto("/store/cart");
    await expect.poll(() => page.getByText("Your cart is empty.").isVisible()).toBe(true);
    await page.context().close();
  });

  it("a declined card keeps the visitor's cart", async () => {
    const page = await newPage(browser, { mobile: true });
    const guestId = await guestIdOf(page);
    await api("POST", "Store/AddToCart", { body: { ProductId: POSTCARDS.id, Quantity: 1, GuestId: guestId } });
    await page.goto("/checkout");
    await expect.poll(() => page.getByText(POSTCARDS.title).isVisible()).toBe(true);
    await page.getByLabel("E-mail for the receipt").fill(uniqueEmail("declined"));
    await fillAddress(page);
    await payByCard(page, { holder: "Sam Starter", number: "4000000000000002", submit: /^Pay \$/ });
    await expect
      .poll(() => page.getByRole("heading", { name: "The payment did not go through" }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/store/storeerror");
    await expectAccessible(page, "/store/storeerror");
    await page.getByRole("link", { name: "Back to the cart" }).click();
    await expect.poll(() => page.getByText(POSTCARDS.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Subtotal (1 items)").isVisible()).toBe(true);
    await page.context().close();
  });

  it("an instructor buys a kit at the instructor price", async () => {
    const page = await newPage(browser);
    await page.goto("/instructorcheckout");
    await expect
      .poll(() => page.getByRole("heading", { name: "Instructor checkout", level: 1 }).isVisible())
      .toBe(true);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    // A seeded instructor of its own (an instructor cannot be made through the API; see factories.ts).
    const instructor = seededInstructor("kenji");
    await logIn(page, instructor.email, instructor.password);
    await expect.poll(() => page.getByText(KIT).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("$295 (regular $420)").isVisible()).toBe(true);
    await page.getByRole("button", { name: `One more ${KIT}` }).click();
    await fillAddress(page);
    await expect.poll(() => page.getByText("Shipping (United States)").isVisible()).toBe(true);
    await expectAccessible(page, "/instructorcheckout");
    await payByCard(page, { holder: "Sam Starter", submit: /^Pay \$309\.95$/ });
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you for your order", level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(KIT).isVisible()).toBe(true);
    await page.context().close();
  });
});
