import { MembershipId } from "@haa/domain";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { runLoader } from "../../test/run-loader.ts";
import { logInAs } from "../../test/session.ts";
import { eligibilityQuery } from "../features/enrollment/api/enrollment.ts";
import { loaders as enrollmentLoaders } from "../features/enrollment/routes.tsx";
import { loaders as orderLoaders } from "../features/orders/routes.tsx";
import { loaders as selfStudyLoaders } from "../features/selfstudy/routes.tsx";
import { loaders as surveyLoaders } from "../features/surveys/routes.tsx";

// The checkouts, the member's self-study courses, an order and a seminar's evaluation read the member's own data
// through member loaders (ADR 0098): several are public pages the server renders, where a visitor (and the
// server, which has no session) reads nothing, as the screen only asks them to log in.
describe("the checkout, self-study, order and evaluation screens' loaders", () => {
  it("read the member's self-study courses, and the lessons and the detail of the course the address names", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET SelfStudy/GetMySelfStudyCourses": { body: envelope({ List: [] }) },
      "GET SelfStudy/GetCourseLessons": { body: envelope({}) },
      "GET SelfStudy/GetMyCourseDetail": { body: envelope({}) },
    });
    await runLoader(selfStudyLoaders.mySelfStudy, "/myselfstudy");
    await runLoader(selfStudyLoaders.mySelfStudySubjectCourses, "/myselfstudy/subjectcourses?courseId=12&lesson=3");
    await runLoader(selfStudyLoaders.coursesDetail, "/coursesdetail?courseId=13");
    expect(sentTo(sent, "GET SelfStudy/GetMySelfStudyCourses")).toHaveLength(1);
    const [lessons] = sentTo(sent, "GET SelfStudy/GetCourseLessons");
    expect(queryOf(lessons)).toEqual({ courseId: "12" });
    const [detail] = sentTo(sent, "GET SelfStudy/GetMyCourseDetail");
    expect(queryOf(detail)).toEqual({ courseId: "13" });
  });

  it("read no course when the address names none, as the screen asks none", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({});
    await runLoader(selfStudyLoaders.mySelfStudySubjectCourses, "/myselfstudy/subjectcourses");
    await runLoader(selfStudyLoaders.coursesDetail, "/coursesdetail?courseId=abc");
    expect(sent).toHaveLength(0);
  });

  it("read the eligibility of the seminar or course the checkout's address names, for the member", async () => {
    const user = logInAs({ Id: 7 });
    const sent = stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": { body: envelope({ IsEligible: true }) },
    });
    const client = await runLoader(enrollmentLoaders.courseCheckout, "/coursecheckout?seminarId=31");
    await runLoader(enrollmentLoaders.courseCheckout, "/coursecheckout?courseId=12");
    const [seminar, course] = sentTo(sent, "GET Enrollment/CheckUserEligibleForSeminar");
    expect(queryOf(seminar)).toEqual({ seminarId: "31", userId: "7" });
    expect(queryOf(course)).toEqual({ courseId: "12", userId: "7" });
    expect(client.getQueryState(eligibilityQuery(user.Id, { seminarId: 31 }).queryKey)).toBeDefined();
  });

  it("read the manual on sale the manual checkout's address names, and nothing when it names no item", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({ "GET DigitalManual/GetManualForSale": { body: envelope({}) } });
    await runLoader(enrollmentLoaders.manualCheckout, "/manualcheckout?manualId=5");
    await runLoader(enrollmentLoaders.manualCheckout, "/manualcheckout");
    const [manual] = sentTo(sent, "GET DigitalManual/GetManualForSale");
    expect(queryOf(manual)).toEqual({ manualId: "5" });
    expect(sent).toHaveLength(1);
  });

  it("read the order the address names, for the member", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({ "GET Store/GetOrderById": { body: envelope({}) } });
    await runLoader(orderLoaders.purchaseDetail, "/purchasedetail?orderId=44");
    await runLoader(orderLoaders.purchaseDetail, "/purchasedetail?orderId=-1");
    const [order] = sentTo(sent, "GET Store/GetOrderById");
    expect(queryOf(order).Id).toBe("44");
    expect(sent).toHaveLength(1);
  });

  it("read the instructor kits for an instructor, and nothing for a member of another level", async () => {
    logInAs({ Id: 7, MembershipId: MembershipId.Standard, MemberShipId: MembershipId.Standard });
    const sent = stubApi({ "GET Store/GetInstructorKits": { body: envelope([]) } });
    await runLoader(orderLoaders.instructorCheckout, "/instructorcheckout");
    expect(sent).toHaveLength(0);
    logInAs({ Id: 8, MembershipId: MembershipId.Instructor, MemberShipId: MembershipId.Instructor });
    await runLoader(orderLoaders.instructorCheckout, "/instructorcheckout");
    const [kits] = sentTo(sent, "GET Store/GetInstructorKits");
    expect(queryOf(kits)).toEqual({ UserId: "8" });
  });

  it("read the member's state in the evaluation of the seminar the address names", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({ "GET Survey/GetSurvey": { body: envelope({}) } });
    await runLoader(surveyLoaders.takeSurvey, "/takesurvey?seminarId=31");
    const [survey] = sentTo(sent, "GET Survey/GetSurvey");
    expect(queryOf(survey)).toEqual({ seminarId: "31" });
  });

  it("read nothing for a visitor, whom these pages ask to log in", async () => {
    const sent = stubApi({});
    await runLoader(enrollmentLoaders.courseCheckout, "/coursecheckout?seminarId=31");
    await runLoader(enrollmentLoaders.manualCheckout, "/manualcheckout?manualId=5");
    await runLoader(selfStudyLoaders.coursesDetail, "/coursesdetail?courseId=13");
    await runLoader(orderLoaders.purchaseDetail, "/purchasedetail?orderId=44");
    await runLoader(surveyLoaders.takeSurvey, "/takesurvey?seminarId=31");
    expect(sent).toHaveLength(0);
  });
});
