import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../../shared/session/session-store.ts";
import { SeminarTools } from "./instructor-seminars.tsx";
import { SeminarStudents } from "./seminar-students.tsx";

/** Profile section `instructor`: my seminars (add, edit, cancel) and the link to each one's students. */
export function InstructorSeminarsPage() {
  const { t } = useTranslation();
  const title = t("instructorSeminars.title");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={pathTo("register")}>
        {() => <SeminarTools title={title} studentsPath={(id) => pathTo("profileStudents", { id })} />}
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
        <SeminarTools title={title} studentsPath={(id) => pathTo("students", { id })} />
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
      <MemberGate title={title} registerTo={pathTo("register")}>
        {() => <SeminarStudents seminarId={seminarId} backTo={backTo} />}
      </MemberGate>
    </div>
  );
}

export function ProfileStudentsPage() {
  return <StudentsScreen backTo={pathTo("profileInstructor")} />;
}

export function StudentsPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const admin = session.user?.AccountType === ADMIN_ACCOUNT_TYPE;
  // A coordinator comes from their coordinating list (ADR 0053) and goes back there.
  const back = admin
    ? pathTo("adminSeminars")
    : search.get("from") === "coordinating"
      ? pathTo("profileCoordinating")
      : pathTo("profileInstructor");
  return <StudentsScreen backTo={back} />;
}
