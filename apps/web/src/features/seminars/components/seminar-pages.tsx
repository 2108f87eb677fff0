import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../../shared/session/session-store.ts";
import { accountRoutes } from "../../account/manifest.ts";
import { coordinatorsRoutes } from "../../coordinators/manifest.ts";
import { surveysRoutes } from "../../surveys/manifest.ts";
import { seminarsRoutes } from "../manifest.ts";
import { SeminarTools } from "./instructor-seminars.tsx";
import type { SavedVenuesSlot } from "./saved-venue.tsx";
import { SeminarStudents } from "./seminar-students.tsx";

/** A seminar's evaluation results (ADR 0033), which its instructor and the administrators read. */
const evaluationResults = (id: number) => `${surveysRoutes.to("takeSurveyResults")}?seminarId=${id}`;

/**
 * Profile section `instructor`: my seminars (add, edit, cancel) and the link to each one's students; the route
 * module hands in the instructor's saved venues for the seminar form.
 */
export function InstructorSeminarsPage({ SavedVenues }: { SavedVenues?: SavedVenuesSlot }) {
  const { t } = useTranslation();
  const title = t("instructorSeminars.title");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {() => (
          <SeminarTools
            title={title}
            studentsPath={(id) => seminarsRoutes.to("profileStudents", { id })}
            resultsPath={evaluationResults}
            SavedVenues={SavedVenues}
          />
        )}
      </MemberGate>
    </div>
  );
}

/** `/admin/seminars`: every seminar, with the same tools and the enrolment lists (CSV export). */
export function AdminSeminarsPage() {
  const { t } = useTranslation();
  const title = t("instructorSeminars.adminTitle");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <AdminGate
        forbiddenTitle={title}
        forbiddenText={t("instructorSeminars.notInstructor")}
        loginText={t("instructorSeminars.intro")}
      >
        <SeminarTools
          title={title}
          studentsPath={(id) => seminarsRoutes.to("students", { id })}
          resultsPath={evaluationResults}
        />
      </AdminGate>
    </div>
  );
}

/**
 * A seminar's students: the profile's `profilestudents/{id}` and `/students/{id}` (the spec lists both) share
 * this one screen; only the way back differs.
 */
function StudentsScreen({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const seminarId = Number(id);
  const title = t("instructorSeminars.students");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {() => <SeminarStudents seminarId={seminarId} backTo={backTo} />}
      </MemberGate>
    </div>
  );
}

export function ProfileStudentsPage() {
  return <StudentsScreen backTo={seminarsRoutes.to("profileInstructor")} />;
}

export function StudentsPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const admin = session.user?.AccountType === ADMIN_ACCOUNT_TYPE;
  // A coordinator comes from their coordinating list (ADR 0053) and goes back there.
  const back = admin
    ? seminarsRoutes.to("adminSeminars")
    : search.get("from") === "coordinating"
      ? coordinatorsRoutes.to("profileCoordinating")
      : seminarsRoutes.to("profileInstructor");
  return <StudentsScreen backTo={back} />;
}
