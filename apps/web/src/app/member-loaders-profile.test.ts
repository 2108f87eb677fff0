import { MembershipId } from "@haa/domain";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { runLoader } from "../../test/run-loader.ts";
import { logInAs } from "../../test/session.ts";
import { loaders as accountLoaders } from "../features/account/routes-settings.tsx";
import { FIRST_LOCATIONS, locationsQuery } from "../features/locations/api/locations.ts";
import { loaders as locationLoaders } from "../features/locations/routes.tsx";
import { loaders as membershipLoaders } from "../features/membership/routes.tsx";
import { loaders as profileLoaders } from "../features/profiles/routes.tsx";

const emptyList = { body: envelope({ List: [], TotalCount: 0, PageSize: 10 }) };
/** An instructor as the login stores them (the level the screens and loaders go by). */
const instructor = { Id: 7, MembershipId: MembershipId.Instructor, MemberShipId: MembershipId.Instructor };

// The member's account, membership, licence and venue screens read their data through their loaders before the
// screen is drawn (ADR 0098), with the query options the screens use, so the screen finds them in the cache.
describe("the member's account, licence and venue screens' loaders", () => {
  it("read the account settings, the address book and the member's privacy requests", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET User/GetUserAccountSettings": { body: envelope({}) },
      "GET Account/GetUserAddresses": { body: envelope([]) },
      "GET Privacy/GetMyPrivacy": { body: envelope({ PendingErasure: null, GraceDays: 30 }) },
    });
    await runLoader(accountLoaders.profileAccount, "/profile/account");
    expect(queryOf(sentTo(sent, "GET User/GetUserAccountSettings")[0])).toMatchObject({ Id: "7" });
    expect(queryOf(sentTo(sent, "GET Account/GetUserAddresses")[0])).toMatchObject({ UserId: "7" });
    expect(sentTo(sent, "GET Privacy/GetMyPrivacy")).toHaveLength(1);
  });

  it("read the current membership for the instructor's management and renewal pages", async () => {
    logInAs(instructor);
    const sent = stubApi({ "GET Membership/GetMembershipByUserId": { body: envelope(null) } });
    await runLoader(membershipLoaders.manageInstructorMembership, "/manageinstructormembership");
    await runLoader(membershipLoaders.membershipRenewalInstructor, "/membershiprenewalinstructor");
    const reads = sentTo(sent, "GET Membership/GetMembershipByUserId");
    expect(reads).toHaveLength(2);
    expect(queryOf(reads[0])).toMatchObject({ userId: "7" });
    // Billing, invoices and the payment are an instructor's only: the screen asks them once the membership says so.
    expect(sent).toHaveLength(2);
  });

  it("read an instructor's licence, and nothing for a member whose level has none (the server's 404)", async () => {
    logInAs(instructor);
    const sent = stubApi({ "GET User/GetInstructorLicensingDetails": { body: envelope({}) } });
    await runLoader(profileLoaders.profileLicensingDetails, "/profile/licensingdetails");
    const [licence] = sentTo(sent, "GET User/GetInstructorLicensingDetails");
    expect(queryOf(licence)).toMatchObject({ InstructorId: "7" });
    logInAs({ Id: 8 });
    await runLoader(profileLoaders.profileLicensingDetails, "/profile/licensingdetails");
    expect(sent).toHaveLength(1);
  });

  it("read an instructor's first page of venues and the filters' choices, and nothing for other members", async () => {
    logInAs(instructor);
    const sent = stubApi({
      "GET Location/GetLocation/1": emptyList,
      "GET Location/GetLocationFiltersUserId": { body: envelope({ Countries: [], Cities: [] }) },
    });
    const client = await runLoader(locationLoaders.location, "/location");
    const [list] = sentTo(sent, "GET Location/GetLocation/1");
    expect(queryOf(list)).toEqual({ userid: "7", pageSize: "10" });
    expect(queryOf(sentTo(sent, "GET Location/GetLocationFiltersUserId")[0])).toMatchObject({ userId: "7" });
    expect(client.getQueryData(locationsQuery(7, FIRST_LOCATIONS).queryKey)).toMatchObject({ TotalCount: 0 });
    logInAs({ Id: 8 });
    await runLoader(locationLoaders.location, "/location");
    expect(sent).toHaveLength(2);
  });

  it("read the archive's first page", async () => {
    logInAs(instructor);
    const sent = stubApi({ "GET Location/GetArchivedLocation": emptyList });
    await runLoader(locationLoaders.locationArchived, "/location/locationarchived");
    const [archive] = sentTo(sent, "GET Location/GetArchivedLocation");
    expect(queryOf(archive)).toEqual({ page: "1", pageSize: "10" });
  });

  it("read nothing for a visitor, whom the screen asks to log in", async () => {
    const sent = stubApi({});
    await runLoader(accountLoaders.profileAccount, "/profile/account");
    await runLoader(locationLoaders.locationArchived, "/location/locationarchived");
    await runLoader(membershipLoaders.manageInstructorMembership, "/manageinstructormembership");
    expect(sent).toHaveLength(0);
  });
});
