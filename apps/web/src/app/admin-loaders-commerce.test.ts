import { describe, expect, it } from "vitest";
import { sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { runLoader } from "../../test/run-loader.ts";
import { logInAs } from "../../test/session.ts";
import { loaders as coordinatorLoaders } from "../features/coordinators/routes.tsx";
import { loaders as couponLoaders } from "../features/coupons/routes-admin.tsx";
import { loaders as courseLoaders } from "../features/courses/routes-admin.tsx";
import { loaders as creditLoaders } from "../features/credits/routes-admin.tsx";
import { loaders as donationLoaders } from "../features/donations/routes-admin.tsx";
import { loaders as manualLoaders } from "../features/manuals/routes-admin.tsx";
import { loaders as orderLoaders } from "../features/orders/routes-admin.tsx";
import { loaders as practitionerLoaders } from "../features/practitioners/routes-admin.tsx";
import { loaders as seminarLoaders } from "../features/seminars/routes.tsx";
import { loaders as storeLoaders } from "../features/store/routes-admin.tsx";
import { loaders as surveyLoaders } from "../features/surveys/routes-admin.tsx";
import { ADMIN_ACCOUNT_TYPE } from "../shared/session/session-store.ts";

const query = (request: { url: string } | undefined) => new URL(request?.url ?? "", "http://app.test").searchParams;
const page = { body: envelope({ List: [], TotalCount: 0, PageSize: 20 }) };
const none = { body: envelope([]) };
const logInAsAdmin = () => logInAs({ Id: 1, AccountType: ADMIN_ACCOUNT_TYPE });

// The administration's education and commerce screens read their first paint through admin loaders (ADR 0098),
// with the query options the screens use, so each finds its data in the cache.
describe("the education and commerce administration screens' loaders", () => {
  it("read the course table's first page and the categories", async () => {
    logInAsAdmin();
    const sent = stubApi({ "GET Course/AdminGetCourses/*": page, "GET Course/GetCourseCategories": none });
    await runLoader(courseLoaders.adminCourses, "/admin/courses");
    const [courses] = sentTo(sent, "GET Course/AdminGetCourses/1");
    expect(query(courses).get("pageSize")).toBe("20");
    expect(sentTo(sent, "GET Course/GetCourseCategories")).toHaveLength(1);
  });

  it("read the first page of every seminar", async () => {
    logInAsAdmin();
    const sent = stubApi({ "GET Seminar/GetAllSeminar/*": page });
    await runLoader(seminarLoaders.adminSeminars, "/admin/seminars");
    expect(sentTo(sent, "GET Seminar/GetAllSeminar/1")).toHaveLength(1);
  });

  it("read the manuals, the survey questions and the agreement's versions", async () => {
    logInAsAdmin();
    const sent = stubApi({
      "GET DigitalManual/AdminGetManuals": page,
      "GET Survey/GetSurveyQuestions": none,
      "GET Coordinator/GetCoordinatorAgreements": none,
    });
    await runLoader(manualLoaders.adminManuals, "/admin/manuals");
    await runLoader(surveyLoaders.adminSurveys, "/admin/surveys");
    await runLoader(coordinatorLoaders.adminCoordinatorAgreement, "/admin/coordinator-agreement");
    expect(sentTo(sent, "GET DigitalManual/AdminGetManuals")).toHaveLength(1);
    expect(sentTo(sent, "GET Survey/GetSurveyQuestions")).toHaveLength(1);
    expect(sentTo(sent, "GET Coordinator/GetCoordinatorAgreements")).toHaveLength(1);
  });

  it("read the CE cycle when the address opens its tab, and not under another tab", async () => {
    logInAsAdmin();
    const sent = stubApi({ "GET UserCEUs/AdminGetCECycle": { body: envelope({ Years: 2, RequiredCredits: 24 }) } });
    await runLoader(creditLoaders.adminCredits, "/admin/credits?tab=ledgers");
    expect(sentTo(sent, "GET UserCEUs/AdminGetCECycle")).toHaveLength(0);
    await runLoader(creditLoaders.adminCredits, "/admin/credits");
    expect(sentTo(sent, "GET UserCEUs/AdminGetCECycle")).toHaveLength(1);
  });

  it("read the store's products (first page), categories and currencies", async () => {
    logInAsAdmin();
    const sent = stubApi({
      "GET Store/AdminGetStoreProducts": page,
      "GET Store/GetAllStoreProductCategory": none,
      "GET Currency/AdminGetCurrencies": none,
    });
    await runLoader(storeLoaders.adminStore, "/admin/store");
    const [products] = sentTo(sent, "GET Store/AdminGetStoreProducts");
    expect(query(products).get("page")).toBe("1");
    expect(sentTo(sent, "GET Store/GetAllStoreProductCategory")).toHaveLength(1);
    expect(sentTo(sent, "GET Currency/AdminGetCurrencies")).toHaveLength(1);
  });

  it("read the first pages of the orders, the coupons and the practitioners", async () => {
    logInAsAdmin();
    const sent = stubApi({
      "GET Store/AdminGetOrders": page,
      "GET Coupon/GetCoupons": page,
      "GET Admin/Practitioners/List": page,
    });
    await runLoader(orderLoaders.adminStoreOrders, "/admin/store-orders");
    await runLoader(couponLoaders.adminCoupons, "/admin/coupons");
    await runLoader(practitionerLoaders.adminPractitioners, "/admin/practitioners");
    for (const route of ["GET Store/AdminGetOrders", "GET Coupon/GetCoupons", "GET Admin/Practitioners/List"]) {
      const [request] = sentTo(sent, route);
      expect(query(request).get("page")).toBe("1");
    }
  });

  it("read the page of donations the address names, under its filters", async () => {
    logInAsAdmin();
    const sent = stubApi({
      "GET Donation/GetDonations": { body: envelope({ List: [], TotalCount: 0, TotalAmount: 0 }) },
    });
    await runLoader(donationLoaders.adminDonations, "/admin/donations?page=3&Frequency=Yearly&Status=bogus&search=ann");
    const [request] = sentTo(sent, "GET Donation/GetDonations");
    const params = query(request);
    expect(params.get("page")).toBe("3");
    expect(params.get("Frequency")).toBe("Yearly");
    expect(params.get("Status")).toBeNull();
    expect(params.get("search")).toBe("ann");
  });

  it("read nothing for a member, whom the gate refuses", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({});
    await runLoader(storeLoaders.adminStore, "/admin/store");
    await runLoader(donationLoaders.adminDonations, "/admin/donations");
    expect(sent).toHaveLength(0);
  });
});
