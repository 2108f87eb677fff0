import type { AgreementStatus, CoordinatorAgreement, Instructor, InstructorCoordinator } from "@haa/domain";
import { linkStatus } from "@haa/domain";
import type { AgreementRow, LinkWithPeople, Person } from "./coordinators.repository.ts";

function person(p: Person | null, fallbackEmail: string): InstructorCoordinator["Coordinator"] {
  return {
    Id: p?.id ?? null,
    FirstName: p?.firstName ?? "",
    LastName: p?.lastName ?? "",
    ProfileImage: p?.profileImage ?? null,
    Email: p?.email ?? fallbackEmail,
  };
}

export function presentLink({ link, acceptedCurrent, instructor, coordinator }: LinkWithPeople): InstructorCoordinator {
  return {
    Id: link.id,
    InstructorId: link.instructorId,
    Instructor: person(instructor, ""),
    CoordinatorId: link.coordinatorId,
    Coordinator: person(coordinator, link.inviteeEmail),
    Status: linkStatus(link, acceptedCurrent),
    Message: link.message,
    CanManageSeminars: link.canManageSeminars,
    CanManageLocations: link.canManageLocations,
    ReceivesStudentMails: link.receivesStudentMails,
    InvitedAt: link.createdAt.toISOString(),
    RespondedAt: link.respondedAt?.toISOString() ?? null,
    ArchivedAt: link.archivedAt?.toISOString() ?? null,
  };
}

export function presentInstructor(row: {
  id: number;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  city: string | null;
  country: string | null;
  accountCountry: string;
}): Instructor {
  return {
    Id: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    ProfileImage: row.profileImage,
    City: row.city,
    Country: row.country ?? (row.accountCountry || null),
  };
}

export function presentAgreement(row: AgreementRow): CoordinatorAgreement {
  return {
    Id: row.id,
    Version: row.version,
    Title: row.title,
    Body: row.body,
    PublishedAt: row.publishedAt.toISOString(),
  };
}

export function presentAgreementStatus(state: {
  current: AgreementRow | null;
  accepted: { version: number; acceptedAt: Date } | null;
  mustAccept: boolean;
  live: number;
}): AgreementStatus {
  return {
    Current: state.current ? presentAgreement(state.current) : null,
    AcceptedVersion: state.accepted?.version ?? null,
    AcceptedAt: state.accepted?.acceptedAt.toISOString() ?? null,
    MustAccept: state.mustAccept,
    InstructorCount: state.live,
  };
}
