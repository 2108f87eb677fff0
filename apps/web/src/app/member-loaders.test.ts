import { describe, expect, it } from "vitest";
import { sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { runLoader } from "../../test/run-loader.ts";
import { logInAs } from "../../test/session.ts";
import { loaders as adminLoaders } from "../features/admin/routes.tsx";
import { loaders as creditLoaders } from "../features/credits/routes.tsx";
import { loaders as enrollmentLoaders } from "../features/enrollment/routes.tsx";
import { loaders as manualLoaders } from "../features/manuals/routes.tsx";
import { loaders as membershipLoaders } from "../features/membership/routes.tsx";
import { notificationsQuery } from "../features/notifications/api/get-notifications-by-user-id.ts";
import { loaders as notificationLoaders } from "../features/notifications/routes.tsx";
import { loaders as orderLoaders } from "../features/orders/routes.tsx";
import { loaders as profileLoaders } from "../features/profiles/routes.tsx";
import { ADMIN_ACCOUNT_TYPE } from "../shared/session/session-store.ts";

const emptyList = { body: envelope({ List: [], TotalCount: 0, UnreadCount: 0 }) };

// The member area is rendered in the browser; its screens' loaders read the member's own data before the screen
// is drawn (ADR 0098), with the query options the screens use, so the screen finds them in the cache.
describe("the member and administration screens' loaders", () => {
  it("read the page of notifications the address names, for the logged-in member", async () => {
    const user = logInAs({ Id: 7 });
    const sent = stubApi({ "GET Notification/GetNotificationsByUserId": emptyList });
    const client = await runLoader(notificationLoaders.notifications, "/notifications?page=2&unread=1");
    const [request] = sentTo(sent, "GET Notification/GetNotificationsByUserId");
    expect(new URL(request?.url ?? "", "http://app.test").searchParams.get("page")).toBe("2");
    const key = notificationsQuery(user.Id, { page: 2, pageSize: 10, unreadOnly: true }).queryKey;
    expect(client.getQueryData(key)).toMatchObject({ TotalCount: 0 });
  });

  it("read the membership overview and the member's places", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET User/GetMembershipOverviewByUserId": { body: envelope({ Cards: [] }) },
      "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": { body: envelope({ List: [] }) },
    });
    await runLoader(membershipLoaders.profileMembershipOverview, "/profile/membershipoverview");
    await runLoader(enrollmentLoaders.profileCourses, "/profile/courses");
    expect(sentTo(sent, "GET User/GetMembershipOverviewByUserId")).toHaveLength(1);
    expect(sentTo(sent, "GET Enrollment/GetEnrolledCourseOrSeminarByUserId")).toHaveLength(1);
  });

  it("read the page of purchases the address names, the current membership and the notification choices", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET User/GetUserPurchaseAndBillings": { body: envelope({ List: [], TotalCount: 0 }) },
      "GET Membership/GetMembershipByUserId": { body: envelope(null) },
      "GET Notification/GetNotificationSettingByUserId": { body: envelope({}) },
    });
    await runLoader(membershipLoaders.profilePurchases, "/profile/purchases?page=3");
    await runLoader(membershipLoaders.manageMembership, "/managemembership");
    await runLoader(notificationLoaders.profileNotifications, "/profile/notifications");
    const [purchases] = sentTo(sent, "GET User/GetUserPurchaseAndBillings");
    expect(new URL(purchases?.url ?? "", "http://app.test").searchParams.get("page")).toBe("3");
    expect(sentTo(sent, "GET Membership/GetMembershipByUserId")).toHaveLength(1);
    expect(sentTo(sent, "GET Notification/GetNotificationSettingByUserId")).toHaveLength(1);
  });

  it("read the CE ledger under the address's filters, and the exams", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET UserCEUs/GetUserCEUs": { body: envelope({ Entries: [], Total: 0 }) },
      "GET UserExams/GetUserExams": { body: envelope([]) },
    });
    await runLoader(creditLoaders.myCeus, "/myceus?search=anatomy&from=2026-01-01");
    const [ledger] = sentTo(sent, "GET UserCEUs/GetUserCEUs");
    expect(ledger?.url).toContain("anatomy");
    expect(sentTo(sent, "GET UserExams/GetUserExams")).toHaveLength(1);
  });

  it("read the pages of manuals and of orders the addresses name, and the manuals on sale", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET DigitalManual/GetDigitalManualByUserId": { body: envelope({ List: [], TotalCount: 0 }) },
      "GET DigitalManual/GetManualsForSale": { body: envelope([]) },
      "GET Store/GetOrders": { body: envelope({ List: [], TotalCount: 0, PageSize: 10 }) },
    });
    await runLoader(manualLoaders.myManuals, "/mymanuals?page=2&filter=course");
    await runLoader(orderLoaders.profileOrderPurchases, "/profile/orderpurchases?page=4");
    const [manuals] = sentTo(sent, "GET DigitalManual/GetDigitalManualByUserId");
    expect(new URL(manuals?.url ?? "", "http://app.test").searchParams.get("filter")).toBe("course");
    expect(sentTo(sent, "GET DigitalManual/GetManualsForSale")).toHaveLength(1);
    const [orders] = sentTo(sent, "GET Store/GetOrders");
    expect(new URL(orders?.url ?? "", "http://app.test").searchParams.get("page")).toBe("4");
  });

  it("read the profile and its settings, the whole CE ledger, and the membership to renew", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET Account/GetUserWeb": { body: envelope({}) },
      "GET User/GetUserAccountSettings": { body: envelope({}) },
      "GET UserCEUs/GetUserCEUs": { body: envelope({ Entries: [], Total: 0 }) },
      "GET Membership/GetMembershipByUserId": { body: envelope(null) },
    });
    await runLoader(profileLoaders.profileBio, "/profile/bio");
    await runLoader(creditLoaders.profileCredentials, "/profile/credentials");
    await runLoader(membershipLoaders.membershipRenewal, "/membershiprenewal");
    expect(sentTo(sent, "GET Account/GetUserWeb")).toHaveLength(1);
    expect(sentTo(sent, "GET User/GetUserAccountSettings")).toHaveLength(1);
    expect(sentTo(sent, "GET UserCEUs/GetUserCEUs")).toHaveLength(1);
    expect(sentTo(sent, "GET Membership/GetMembershipByUserId")).toHaveLength(1);
  });

  it("read nothing for a visitor, whom the screen asks to log in", async () => {
    const sent = stubApi({});
    await runLoader(notificationLoaders.notifications, "/notifications");
    await runLoader(membershipLoaders.profileMembershipOverview, "/profile/membershipoverview");
    expect(sent).toHaveLength(0);
  });

  it("read the users table's first page for an administrator, and nothing for a member", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({ "GET Admin/GetUsers": { body: envelope({ List: [], TotalCount: 0 }) } });
    await runLoader(adminLoaders.adminUsers, "/admin/users");
    expect(sentTo(sent, "GET Admin/GetUsers")).toHaveLength(0);
    logInAs({ Id: 1, AccountType: ADMIN_ACCOUNT_TYPE });
    await runLoader(adminLoaders.adminUsers, "/admin/users");
    expect(sentTo(sent, "GET Admin/GetUsers")).toHaveLength(1);
  });
});
