import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { pageNumberSchema } from "../shared/list.ts";
import {
  acceptAgreementSchema,
  agreementStatusSchema,
  coordinatorAgreementListSchema,
  coordinatorAgreementSchema,
  coordinatorIdQuerySchema,
  instructorCoordinatorListSchema,
  instructorCoordinatorSchema,
  instructorListQuerySchema,
  instructorListSchema,
  inviteByEmailSchema,
  inviteMemberSchema,
  linkIdQuerySchema,
  linkListQuerySchema,
  publishAgreementSchema,
  respondInvitationSchema,
  updatePreferenceSchema,
} from "./coordinators.ts";

/** The invitation just sent. */
const invitationSchema = z.object({ Id: z.number().int() });

// ---- User/ ----

export const getInstructors = defineCall({
  method: "GET",
  path: "/api/User/GetInstructors",
  query: instructorListQuerySchema,
  data: instructorListSchema,
});

export const getInstructorCoordinator = defineCall({
  method: "GET",
  path: "/api/User/GetInstructorCoordinator",
  query: linkIdQuerySchema,
  data: instructorCoordinatorSchema,
});

/** An instructor (or an administrator) invites an existing member; `addInstructorCoordinator` invites by e-mail. */
export const userAddInstructorCoordinator = defineCall({
  method: "POST",
  path: "/api/User/AddInstructorCoordinator",
  body: inviteMemberSchema,
  data: invitationSchema,
});

export const acceptRejectInstructorCoordinator = defineCall({
  method: "PUT",
  path: "/api/User/AcceptRejectInstructorCoordinator",
  body: respondInvitationSchema,
  data: instructorCoordinatorSchema,
});

// ---- Coordinator/ ----

export const addInstructorCoordinator = defineCall({
  method: "POST",
  path: "/api/Coordinator/AddInstructorCoordinator",
  body: inviteByEmailSchema,
  data: invitationSchema,
});

export const acceptIBACoordinatorAgreement = defineCall({
  method: "PUT",
  path: "/api/Coordinator/AcceptIBACoordinatorAgreement",
  body: acceptAgreementSchema,
  data: agreementStatusSchema,
});

export const getCoordinatorAgreement = defineCall({
  method: "GET",
  path: "/api/Coordinator/GetCoordinatorAgreement",
  data: agreementStatusSchema,
});

export const updateInstructorCoordinatorPreference = defineCall({
  method: "PUT",
  path: "/api/Coordinator/UpdateInstructorCoordinatorPreference",
  body: updatePreferenceSchema,
  data: instructorCoordinatorSchema,
});

export const removeInstructorCoordinator = defineCall({
  method: "DELETE",
  path: "/api/Coordinator/RemoveInstructorCoordinator",
  query: linkIdQuerySchema,
  data: z.object({ Outcome: z.enum(["archived", "deleted"]) }),
});

export const unArchivedInstructorCoordinator = defineCall({
  method: "PUT",
  path: "/api/Coordinator/UnArchivedInstructorCoordinator",
  query: linkIdQuerySchema,
  data: instructorCoordinatorSchema,
});

export const getInstructorCoordinatorsByInstructorId = defineCall({
  method: "GET",
  path: "/api/Coordinator/GetInstructorCoordinatorsByInstructorId/:page",
  params: z.object({ page: pageNumberSchema }),
  query: linkListQuerySchema,
  data: instructorCoordinatorListSchema,
});

export const getArchivedInstructorCoordinatorsByInstructorId = defineCall({
  method: "GET",
  path: "/api/Coordinator/GetArchivedInstructorCoordinatorsByInstructorId",
  query: linkListQuerySchema,
  data: instructorCoordinatorListSchema,
});

export const getInstructorCoordinatorsByCoordinatorId = defineCall({
  method: "GET",
  path: "/api/Coordinator/GetInstructorCoordinatorsByCoordinatorId",
  query: linkListQuerySchema.extend(coordinatorIdQuerySchema.shape),
  data: instructorCoordinatorListSchema,
});

export const getMyInvitations = defineCall({
  method: "GET",
  path: "/api/Coordinator/GetMyInvitations",
  query: linkListQuerySchema,
  data: instructorCoordinatorListSchema,
});

// ---- Administrators: the agreement's versions ----

export const getCoordinatorAgreements = defineCall({
  method: "GET",
  path: "/api/Coordinator/GetCoordinatorAgreements",
  data: coordinatorAgreementListSchema,
});

export const publishCoordinatorAgreement = defineCall({
  method: "POST",
  path: "/api/Coordinator/PublishCoordinatorAgreement",
  body: publishAgreementSchema,
  data: coordinatorAgreementSchema,
});
