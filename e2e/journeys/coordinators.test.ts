import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newPage, waitForMail } from "../support/browser.ts";
import { newMember, seededInstructor } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

// The demo instructor, whose seeded coordinator standard@ the list shows (an instructor cannot be made through
// the API); the invitee is a new member.
const INSTRUCTOR = seededInstructor("demo");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("coordinators", () => {
  it("an instructor invites a member by e-mail; the member accepts from the mail and signs the agreement", async () => {
    // Portuguese: the invitation mail is in Portuguese.
    const invitee = await newMember("Sofia", { lastName: "Almeida", country: "Portugal", language: "pt" });
    const instructor = await newPage(browser);
    await instructor.goto("/coordinators");
    await instructor.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(instructor, INSTRUCTOR.email, INSTRUCTOR.password);
    const inviteButton = instructor.getByRole("button", { name: "Invite a coordinator" });
    await inviteButton.waitFor();
    // The demo coordinator standard@ already works for this instructor.
    await expect.poll(() => instructor.getByRole("row", { name: /Emily.*Active/ }).isVisible()).toBe(true);
    await expectAccessible(instructor, "/coordinators");
    await inviteButton.click();
    const dialog = instructor.getByRole("dialog", { name: "Invite a coordinator" });
    await dialog.getByLabel("Their e-mail address").fill(invitee.email);
    await dialog.getByLabel(/Personal note/).fill("Would you help me with the Lisbon seminars?");
    await expectAccessible(instructor, "/coordinators (invite dialog)");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => instructor.getByText("The invitation has been sent.").first().isVisible()).toBe(true);
    await expect.poll(() => instructor.getByRole("row", { name: /Sofia Almeida.*Invited/ }).isVisible()).toBe(true);

    const mail = await waitForMail(invitee.email, /coordenar/);
    const path = mail.text.match(/\/coordinatorconfirmation\?token=[^\s]+/)?.[0];
    expect(path).toBeTruthy();

    const member = await newPage(browser);
    await member.goto(path ?? "/coordinatorconfirmation");
    // A visitor logs in first and comes back to the link, token included.
    await member.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(member, invitee.email, invitee.password);
    const accept = member.getByRole("button", { name: "Accept", exact: true });
    await accept.waitFor();
    await expectAccessible(member, "/coordinatorconfirmation");
    await accept.click();
    const read = member.getByRole("link", { name: "Read the agreement" });
    await read.waitFor();
    await read.click();
    const sign = member.getByRole("button", { name: "I accept the coordinator agreement" });
    await sign.waitFor();
    await expect.poll(() => member.getByText(/Confidentiality/).isVisible()).toBe(true);
    await expectAccessible(member, "/profile/CBPagreement");
    await sign.click();
    await expect.poll(() => member.getByText(/You accepted version 1 on/).isVisible()).toBe(true);
    await member.context().close();

    await instructor.reload();
    await expect.poll(() => instructor.getByRole("row", { name: /Sofia Almeida.*Active/ }).isVisible()).toBe(true);
    await instructor.context().close();
  });
});
