import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { placeNames } from "../../../shared/geography/place-names.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  FIRST_COORDINATORS_PAGE,
  useAcceptAgreement,
  useAgreementStatus,
  useCoordinatedSeminars,
  useMyInstructors,
  useMyInvitations,
  useRespond,
} from "../api/coordinators.ts";
import { personName, StatusBadge } from "./coordinators-page.tsx";
import "./coordinators.css";
import { accountRoutes } from "../../account/manifest.ts";
import { seminarsRoutes } from "../../seminars/manifest.ts";
import { coordinatorsRoutes } from "../manifest.ts";

function ProfilePage({ titleKey, children }: { titleKey: string; children: (userId: number) => React.ReactNode }) {
  const { t } = useTranslation();
  const title = t(titleKey as "coordinatorsUi.titleCoordinating");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => children(user.Id)}
      </MemberGate>
    </div>
  );
}

function CoordinatingTools({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const names = placeNames(i18n.language);
  const [page, setPage] = useState(FIRST_COORDINATORS_PAGE);
  const [seminarPage, setSeminarPage] = useState(FIRST_COORDINATORS_PAGE);
  const instructors = useMyInstructors(userId, page);
  const seminars = useCoordinatedSeminars(seminarPage);
  const title = t("coordinatorsUi.titleCoordinating");
  const seminarsTitle = t("coordinatorsUi.seminarsTitle");
  return (
    <>
      {instructors.isError ? <p role="alert">{t("coordinatorsUi.loadError")}</p> : null}
      <DataTable
        caption={title}
        columns={[t("coordinatorsUi.instructor"), t("coordinatorsUi.email"), t("coordinatorsUi.status")]}
        pending={instructors.isPending}
        busy={instructors.isFetching}
        empty={t("coordinatorsUi.emptyCoordinating")}
        isEmpty={(instructors.data?.List.length ?? 0) === 0}
        minWidth="30rem"
      >
        {instructors.data?.List.map((link) => (
          <tr key={link.Id}>
            <th scope="row">{personName(link.Instructor)}</th>
            <td>{link.Instructor.Email}</td>
            <td>
              <StatusBadge status={link.Status} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={page}
        pages={instructors.data ? Math.ceil(instructors.data.TotalCount / instructors.data.PageSize) : 1}
        label={title}
        onPage={setPage}
      />
      <h2>{seminarsTitle}</h2>
      <DataTable
        caption={seminarsTitle}
        columns={[
          t("coordinatorsUi.course"),
          t("coordinatorsUi.instructor"),
          t("coordinatorsUi.place"),
          t("coordinatorsUi.rights"),
        ]}
        pending={seminars.isPending}
        busy={seminars.isFetching}
        empty={t("coordinatorsUi.emptySeminars")}
        isEmpty={(seminars.data?.List.length ?? 0) === 0}
        minWidth="30rem"
      >
        {seminars.data?.List.map((seminar) => (
          <tr key={seminar.Id}>
            <th scope="row">
              <Link
                to={`${seminarsRoutes.to("students", { id: seminar.Id })}?from=coordinating`}
                lang={seminar.CourseLang}
              >
                {seminar.CourseTitle}
              </Link>
            </th>
            <td>{seminar.InstructorName}</td>
            <td>{[seminar.City, names.countryNamed(seminar.Country)].filter(Boolean).join(", ")}</td>
            {/* What the instructor allows on the link (ADR 0053); the students screen shows only that. */}
            <td>{seminar.CanManage ? t("coordinatorsUi.rightsManage") : t("coordinatorsUi.rightsRead")}</td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={seminarPage}
        pages={seminars.data ? Math.ceil(seminars.data.TotalCount / seminars.data.PageSize) : 1}
        label={seminarsTitle}
        onPage={setSeminarPage}
      />
    </>
  );
}

/** `/profile/coordinating`: the instructors the member coordinates for and the seminars they coordinate. */
export function ProfileCoordinatingPage() {
  return (
    <ProfilePage titleKey="coordinatorsUi.titleCoordinating">{(id) => <CoordinatingTools userId={id} />}</ProfilePage>
  );
}

function StatusTools() {
  const { t } = useTranslation();
  const status = useAgreementStatus();
  const data = status.data;
  if (status.isError) return <p role="alert">{t("coordinatorsUi.loadError")}</p>;
  if (!data) return <p aria-busy="true" />;
  return (
    <div className="card coordinator-card">
      <p>{t("coordinatorsUi.instructorCount", { count: data.InstructorCount })}</p>
      {data.InstructorCount === 0 ? <p>{t("coordinatorsUi.notCoordinator")}</p> : null}
      {data.AcceptedVersion !== null ? (
        <p>
          {t("coordinatorsUi.acceptedOn", { version: data.AcceptedVersion, date: formatDate(data.AcceptedAt) ?? "" })}
        </p>
      ) : null}
      {data.MustAccept ? (
        <>
          <p role="status">{t("coordinatorsUi.mustAccept")}</p>
          <ButtonLink to={coordinatorsRoutes.to("profileCbpAgreement")}>{t("coordinatorsUi.readAgreement")}</ButtonLink>
        </>
      ) : data.InstructorCount > 0 ? (
        <p>{t("coordinatorsUi.agreementCurrent")}</p>
      ) : null}
    </div>
  );
}

/** `/profile/ibacoordinator`: the member's coordinator status and agreement state. */
export function ProfileIbaCoordinatorPage() {
  return <ProfilePage titleKey="coordinatorsUi.titleStatus">{() => <StatusTools />}</ProfilePage>;
}

function AgreementTools() {
  const { t } = useTranslation();
  const status = useAgreementStatus();
  const accept = useAcceptAgreement();
  const data = status.data;
  if (status.isError) return <p role="alert">{t("coordinatorsUi.loadError")}</p>;
  if (!data) return <p aria-busy="true" />;
  if (!data.Current) return <p>{t("coordinatorsUi.noAgreement")}</p>;
  const current = data.Current;
  const submit = async () => {
    try {
      toast.success((await accept.mutateAsync(current.Version)).Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <article className="card coordinator-card">
      <h2>{current.Title}</h2>
      <p>
        {t("coordinatorsUi.versionLine", { version: current.Version, date: formatDate(current.PublishedAt) ?? "" })}
      </p>
      <div className="coordinator-agreement__body">{current.Body}</div>
      {data.AcceptedVersion === current.Version ? (
        <p role="status">
          {t("coordinatorsUi.acceptedOn", { version: current.Version, date: formatDate(data.AcceptedAt) ?? "" })}
        </p>
      ) : data.InstructorCount > 0 ? (
        <div className="coordinator-tools__actions">
          <Button onClick={submit} disabled={accept.isPending}>
            {t("coordinatorsUi.acceptAgreement")}
          </Button>
        </div>
      ) : (
        <p>{t("coordinatorsUi.notCoordinator")}</p>
      )}
    </article>
  );
}

/** `/profile/CBPagreement`: the agreement in force, to read and accept. */
export function ProfileCbpAgreementPage() {
  return <ProfilePage titleKey="coordinatorsUi.titleAgreement">{() => <AgreementTools />}</ProfilePage>;
}

function InvitationTools() {
  const { t } = useTranslation();
  const invitations = useMyInvitations();
  const respond = useRespond();
  const title = t("coordinatorsUi.titleInvitations");
  const answer = async (Id: number, IsAccepted: boolean) => {
    try {
      toast.success((await respond.mutateAsync({ Id, IsAccepted })).Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <DataTable
      caption={title}
      columns={[
        t("coordinatorsUi.from"),
        t("coordinatorsUi.note"),
        t("coordinatorsUi.invited"),
        t("coordinatorsUi.actions"),
      ]}
      pending={invitations.isPending}
      busy={invitations.isFetching}
      empty={t("coordinatorsUi.emptyInvitations")}
      isEmpty={(invitations.data?.List.length ?? 0) === 0}
      minWidth="36rem"
    >
      {invitations.data?.List.map((link) => {
        const name = personName(link.Instructor);
        return (
          <tr key={link.Id}>
            <th scope="row">{name}</th>
            <td>{link.Message}</td>
            <td>{formatDate(link.InvitedAt)}</td>
            <td>
              <div className="coordinator-tools__row-actions">
                <Button
                  size="sm"
                  aria-label={t("coordinatorsUi.acceptNamed", { name })}
                  disabled={respond.isPending}
                  onClick={() => answer(link.Id, true)}
                >
                  {t("coordinatorsUi.accept")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("coordinatorsUi.rejectNamed", { name })}
                  disabled={respond.isPending}
                  onClick={() => answer(link.Id, false)}
                >
                  {t("coordinatorsUi.reject")}
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** `/profile/viewinvitation`: pending coordinator invitations for the member. */
export function ProfileViewInvitationPage() {
  return <ProfilePage titleKey="coordinatorsUi.titleInvitations">{() => <InvitationTools />}</ProfilePage>;
}
