import type {
  AgreementStatus,
  CoordinatorAgreement,
  CoordinatorAgreementList,
  CoordinatorPreferences,
  InstructorCoordinator,
  InstructorCoordinatorList,
  SeminarList,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { AgreementStatus, CoordinatorAgreement, InstructorCoordinator };

export const COORDINATORS_PAGE_SIZE = 20;

/** GET Coordinator/GetInstructorCoordinatorsByInstructorId/{page}: the caller's working and invited coordinators. */
export function useMyCoordinators(page: number) {
  return useQuery({
    queryKey: ["coordinators", "active", page],
    queryFn: () =>
      apiData<InstructorCoordinatorList>(`Coordinator/GetInstructorCoordinatorsByInstructorId/${page}`, {
        query: { pageSize: COORDINATORS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Coordinator/GetArchivedInstructorCoordinatorsByInstructorId. */
export function useArchivedCoordinators(page: number) {
  return useQuery({
    queryKey: ["coordinators", "archived", page],
    queryFn: () =>
      apiData<InstructorCoordinatorList>("Coordinator/GetArchivedInstructorCoordinatorsByInstructorId", {
        query: { page, pageSize: COORDINATORS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Coordinator/GetInstructorCoordinatorsByCoordinatorId: the instructors the member coordinates for. */
export function useMyInstructors(coordinatorId: number, page: number) {
  return useQuery({
    queryKey: ["coordinators", "instructors", coordinatorId, page],
    queryFn: () =>
      apiData<InstructorCoordinatorList>("Coordinator/GetInstructorCoordinatorsByCoordinatorId", {
        query: { coordinatorId, page, pageSize: COORDINATORS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET Seminar/GetAllSeminarByCoordinatorId: the seminars the member coordinates (the seminars module's call). */
export function useCoordinatedSeminars(page: number) {
  return useQuery({
    queryKey: ["coordinators", "seminars", page],
    queryFn: () => apiData<SeminarList>("Seminar/GetAllSeminarByCoordinatorId", { query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** GET Coordinator/GetMyInvitations: pending invitations addressed to the member. */
export function useMyInvitations() {
  return useQuery({
    queryKey: ["coordinators", "invitations"],
    queryFn: () => apiData<InstructorCoordinatorList>("Coordinator/GetMyInvitations", { query: { pageSize: 50 } }),
  });
}

export function useAgreementStatus() {
  return useQuery({
    queryKey: ["coordinators", "agreement"],
    queryFn: () => apiData<AgreementStatus>("Coordinator/GetCoordinatorAgreement"),
  });
}

export function useAgreementVersions() {
  return useQuery({
    queryKey: ["coordinators", "agreementVersions"],
    queryFn: () => apiData<CoordinatorAgreementList>("Coordinator/GetCoordinatorAgreements"),
  });
}

export interface InviteBody extends CoordinatorPreferences {
  Email: string;
  Message?: string | undefined;
}

export const inviteCoordinator = (body: InviteBody) =>
  apiRequest<{ Id: number }>("Coordinator/AddInstructorCoordinator", { method: "POST", json: body });
export const respondInvitation = (body: { Token?: string; Id?: number; IsAccepted: boolean }) =>
  apiRequest<InstructorCoordinator>("User/AcceptRejectInstructorCoordinator", { method: "PUT", json: body });
export const updatePreference = (body: {
  Id: number;
  CanManageSeminars: boolean;
  CanManageLocations: boolean;
  ReceivesStudentMails: boolean;
}) =>
  apiRequest<InstructorCoordinator>("Coordinator/UpdateInstructorCoordinatorPreference", { method: "PUT", json: body });
export const removeCoordinator = (Id: number) =>
  apiRequest<{ Outcome: "archived" | "deleted" }>("Coordinator/RemoveInstructorCoordinator", {
    method: "DELETE",
    query: { Id },
  });
export const unarchiveCoordinator = (Id: number) =>
  apiRequest<InstructorCoordinator>("Coordinator/UnArchivedInstructorCoordinator", { method: "PUT", query: { Id } });
export const acceptAgreement = (Version: number) =>
  apiRequest<AgreementStatus>("Coordinator/AcceptIBACoordinatorAgreement", { method: "PUT", json: { Version } });
export const publishAgreement = (body: { Title: string; Body: string }) =>
  apiRequest<CoordinatorAgreement>("Coordinator/PublishCoordinatorAgreement", { method: "POST", json: body });

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["coordinators"] }),
  });
}

export const useInvite = () => useInvalidating(inviteCoordinator);
export const useRespond = () => useInvalidating(respondInvitation);
export const useUpdatePreference = () => useInvalidating(updatePreference);
export const useRemove = () => useInvalidating(removeCoordinator);
export const useUnarchive = () => useInvalidating(unarchiveCoordinator);
export const useAcceptAgreement = () => useInvalidating(acceptAgreement);
export const usePublishAgreement = () => useInvalidating(publishAgreement);
