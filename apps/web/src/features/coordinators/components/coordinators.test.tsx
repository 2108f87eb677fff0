import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminCoordinatorAgreementPage } from "./admin-agreement-page.tsx";
import { CoordinatorConfirmationPage } from "./confirmation-page.tsx";
import { CoordinatorsPage } from "./coordinators-page.tsx";
import { ProfileCbpAgreementPage } from "./profile-pages.tsx";

const person = (overrides: Record<string, unknown> = {}) => ({
  Id: 7,
  FirstName: "Emily",
  LastName: "Carter",
  ProfileImage: null,
  Email: "emily@example.org",
  ...overrides,
});

function link(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    InstructorId: 4,
    Instructor: person({ Id: 4, FirstName: "Margaret", LastName: "Lee", Email: "margaret@example.org" }),
    CoordinatorId: 7,
    Coordinator: person(),
    Status: "Active",
    Message: null,
    CanManageSeminars: true,
    CanManageLocations: true,
    ReceivesStudentMails: false,
    InvitedAt: "2026-10-01T10:00:00.000Z",
    RespondedAt: "2026-10-02T10:00:00.000Z",
    ArchivedAt: null,
    ...overrides,
  };
}

const page = (list: unknown[]) => envelope({ List: list, TotalCount: list.length, Page: 1, PageSize: 20 });

describe("/coordinators", () => {
  it("asks visitors to log in", async () => {
    stubApi({});
    renderRoute(<CoordinatorsPage />, { path: "/coordinators", url: "/coordinators" });
    expect(await screen.findByRole("heading", { name: "Please log in" })).toBeInTheDocument();
  });

  it("tells a member who is not an instructor why, instead of an invitation that fails on submit", async () => {
    logInAs({ MembershipId: 3, MemberShipId: 3 });
    const sent = stubApi({});
    renderRoute(<CoordinatorsPage />, { path: "/coordinators", url: "/coordinators" });
    expect(await screen.findByRole("heading", { name: "For instructors only" })).toBeInTheDocument();
    expect(screen.getByText(/Only an instructor with a current instructor membership/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Become an instructor" })).toHaveAttribute("href", "/becomeinstructor");
    expect(screen.queryByRole("button", { name: "Invite a coordinator" })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("lists coordinators with their status, keeps hostile names as text, invites and archives", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Coordinator/GetInstructorCoordinatorsByInstructorId/*": {
        body: page([
          link(1),
          link(2, {
            Status: "Pending",
            CoordinatorId: null,
            Coordinator: person({ Id: null, FirstName: "", LastName: "", Email: "<img src=x>@example.org" }),
          }),
        ]),
      },
      "POST Coordinator/AddInstructorCoordinator": (request) =>
        jsonBody(request).Email === "nope"
          ? failure(400, "The request is not valid.", { Errors: { Email: "Please enter a valid e-mail address." } })
          : { body: envelope({ Id: 3 }, { Message: "The invitation has been sent." }) },
      "DELETE Coordinator/RemoveInstructorCoordinator": {
        body: envelope({ Outcome: "archived" }, { Message: "The coordinator has been archived." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<CoordinatorsPage />, { path: "/coordinators", url: "/coordinators" });
    const table = await screen.findByRole("table", { name: "My coordinators" }, { timeout: 5000 });
    expect(
      await within(table).findByRole("rowheader", { name: "Emily Carter" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(table).getByText("Active")).toBeInTheDocument();
    // An invitee without an account shows by address, as plain text.
    expect(within(table).getAllByText("<img src=x>@example.org").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Invite a coordinator" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a coordinator" });
    await user.type(within(dialog).getByLabelText("Their e-mail address"), "nope");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Their e-mail address"));
    await user.type(within(dialog).getByLabelText("Their e-mail address"), "ana@example.org");
    await user.click(within(dialog).getByLabelText("Receives student mails"));
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("The invitation has been sent.")).toBeInTheDocument();
    // The permissions are required by the call, so the form always sends all three.
    expect(jsonBody(sentTo(sent, "POST Coordinator/AddInstructorCoordinator").at(-1))).toEqual({
      Email: "ana@example.org",
      CanManageSeminars: true,
      CanManageLocations: true,
      ReceivesStudentMails: true,
    });

    await user.click(screen.getByRole("button", { name: "Archive Emily Carter" }));
    expect(await screen.findByText("The coordinator has been archived.")).toBeInTheDocument();
  }, 20_000);
});

describe("the invite form", () => {
  it("shows the schema's message by the e-mail field and sends no invitation", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Coordinator/GetInstructorCoordinatorsByInstructorId/*": { body: page([]) },
    });
    const user = userEvent.setup();
    renderRoute(<CoordinatorsPage />, { path: "/coordinators", url: "/coordinators" });
    await user.click(await screen.findByRole("button", { name: "Invite a coordinator" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a coordinator" });
    await user.type(within(dialog).getByLabelText("Their e-mail address"), "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Their e-mail address")).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST Coordinator/AddInstructorCoordinator")).toEqual([]);
  }, 20_000);
});

describe("/admin/coordinator-agreement", () => {
  it("shows the schema's message for a too short text and publishes nothing", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({ "GET Coordinator/GetCoordinatorAgreements": { body: envelope([]) } });
    const user = userEvent.setup();
    renderRoute(<AdminCoordinatorAgreementPage />, {
      path: "/admin/coordinator-agreement",
      url: "/admin/coordinator-agreement",
    });
    await user.type(await screen.findByLabelText("Title", {}, { timeout: 5000 }), "Coordinator agreement");
    await user.type(screen.getByLabelText("Text"), "Too short.");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The agreement text must be at least 50 characters.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Coordinator/PublishCoordinatorAgreement")).toEqual([]);
  }, 20_000);
});

describe("/coordinatorconfirmation", () => {
  it("says so when the link has no token", async () => {
    stubApi({});
    renderRoute(<CoordinatorConfirmationPage />, { path: "/coordinatorconfirmation", url: "/coordinatorconfirmation" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is incomplete");
  });

  it("accepts with the mail's token and points to the agreement", async () => {
    logInAs({});
    const sent = stubApi({
      "PUT User/AcceptRejectInstructorCoordinator": {
        body: envelope(link(1, { Status: "AwaitingAgreement" }), { Message: "You accepted the invitation." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<CoordinatorConfirmationPage />, {
      path: "/coordinatorconfirmation",
      url: "/coordinatorconfirmation?token=abc123",
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("link", { name: "Read the agreement" })).toBeInTheDocument();
    expect(screen.getByText(/You are now Margaret Lee's coordinator/)).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "PUT User/AcceptRejectInstructorCoordinator")[0])).toEqual({
      Token: "abc123",
      IsAccepted: true,
    });
  });
});

describe("/profile/CBPagreement", () => {
  it("shows the agreement as text and accepts the version read", async () => {
    logInAs({});
    const status = {
      Current: {
        Id: 2,
        Version: 2,
        Title: "Coordinator Agreement",
        Body: "1. Duties <b>bold</b>",
        PublishedAt: "2026-11-01T00:00:00.000Z",
      },
      AcceptedVersion: 1,
      AcceptedAt: "2026-01-01T00:00:00.000Z",
      MustAccept: true,
      InstructorCount: 1,
    };
    const sent = stubApi({
      "GET Coordinator/GetCoordinatorAgreement": { body: envelope(status) },
      "PUT Coordinator/AcceptIBACoordinatorAgreement": {
        body: envelope(
          { ...status, AcceptedVersion: 2, MustAccept: false },
          { Message: "Thank you: you accepted the coordinator agreement." },
        ),
      },
    });
    const user = userEvent.setup();
    renderRoute(<ProfileCbpAgreementPage />, { path: "/profile/CBPagreement", url: "/profile/CBPagreement" });
    expect(await screen.findByText("1. Duties <b>bold</b>")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I accept the coordinator agreement" }));
    expect(await screen.findByText("Thank you: you accepted the coordinator agreement.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "PUT Coordinator/AcceptIBACoordinatorAgreement")[0])).toEqual({ Version: 2 });
  });
});
