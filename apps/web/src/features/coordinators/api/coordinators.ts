import {
  type AgreementStatus,
  type CoordinatorAgreement,
  type CoordinatorPreferences,
  contract,
  type InstructorCoordinator,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { AgreementStatus, CoordinatorAgreement, InstructorCoordinator };

export const COORDINATORS_PAGE_SIZE = 20;

/** The page the coordinator lists show first (they keep their page in their own state). */
export const FIRST_COORDINATORS_PAGE = 1;

const coordinatorKeys = {
  all: ["coordinators"] as const,
  active: (page: number) => [...coordinatorKeys.all, "active", page] as const,
  archived: (page: number) => [...coordinatorKeys.all, "archived", page] as const,
  instructors: (coordinatorId: number, page: number) =>
    [...coordinatorKeys.all, "instructors", coordinatorId, page] as const,
  seminars: (page: number) => [...coordinatorKeys.all, "seminars", page] as const,
  invitations: ["coordinators", "invitations"] as const,
  agreement: ["coordinators", "agreement"] as const,
  agreementVersions: ["coordinators", "agreementVersions"] as const,
};

/** GET Coordinator/GetInstructorCoordinatorsByInstructorId/{page}: the caller's working and invited coordinators. */
export const myCoordinatorsQuery = (page: number) =>
  queryOptions({
    queryKey: coordinatorKeys.active(page),
    queryFn: ({ signal }) =>
      callData(contract.coordinators.getInstructorCoordinatorsByInstructorId, {
        params: { page },
        query: { pageSize: COORDINATORS_PAGE_SIZE },
        signal,
      }),
  });

export function useMyCoordinators(page: number) {
  return useQuery({ ...myCoordinatorsQuery(page), placeholderData: keepPreviousData });
}

/** GET Coordinator/GetArchivedInstructorCoordinatorsByInstructorId. */
export const archivedCoordinatorsQuery = (page: number) =>
  queryOptions({
    queryKey: coordinatorKeys.archived(page),
    queryFn: ({ signal }) =>
      callData(contract.coordinators.getArchivedInstructorCoordinatorsByInstructorId, {
        query: { page, pageSize: COORDINATORS_PAGE_SIZE },
        signal,
      }),
  });

export function useArchivedCoordinators(page: number) {
  return useQuery({ ...archivedCoordinatorsQuery(page), placeholderData: keepPreviousData });
}

/** GET Coordinator/GetInstructorCoordinatorsByCoordinatorId: the instructors the member coordinates for. */
export const myInstructorsQuery = (coordinatorId: number, page: number) =>
  queryOptions({
    queryKey: coordinatorKeys.instructors(coordinatorId, page),
    queryFn: ({ signal }) =>
      callData(contract.coordinators.getInstructorCoordinatorsByCoordinatorId, {
        query: { coordinatorId, page, pageSize: COORDINATORS_PAGE_SIZE },
        signal,
      }),
  });

export function useMyInstructors(coordinatorId: number, page: number) {
  return useQuery({ ...myInstructorsQuery(coordinatorId, page), placeholderData: keepPreviousData });
}

/** GET Seminar/GetAllSeminarByCoordinatorId: the seminars the member coordinates (the seminars module's call). */
export const coordinatedSeminarsQuery = (page: number) =>
  queryOptions({
    queryKey: coordinatorKeys.seminars(page),
    queryFn: ({ signal }) =>
      callData(contract.seminars.getAllSeminarByCoordinatorId, { query: { page, pageSize: 10 }, signal }),
  });

export function useCoordinatedSeminars(page: number) {
  return useQuery({ ...coordinatedSeminarsQuery(page), placeholderData: keepPreviousData });
}

/** GET Coordinator/GetMyInvitations: pending invitations addressed to the member. */
export const myInvitationsQuery = () =>
  queryOptions({
    queryKey: coordinatorKeys.invitations,
    queryFn: ({ signal }) => callData(contract.coordinators.getMyInvitations, { query: { pageSize: 50 }, signal }),
  });

export function useMyInvitations() {
  return useQuery(myInvitationsQuery());
}

export const agreementStatusQuery = () =>
  queryOptions({
    queryKey: coordinatorKeys.agreement,
    queryFn: ({ signal }) => callData(contract.coordinators.getCoordinatorAgreement, { signal }),
  });

export function useAgreementStatus() {
  return useQuery(agreementStatusQuery());
}

export const agreementVersionsQuery = () =>
  queryOptions({
    queryKey: coordinatorKeys.agreementVersions,
    queryFn: ({ signal }) => callData(contract.coordinators.getCoordinatorAgreements, { signal }),
  });

export function useAgreementVersions() {
  return useQuery(agreementVersionsQuery());
}

export interface InviteBody extends CoordinatorPreferences {
  Email: string;
  Message?: string | undefined;
}

export const inviteCoordinator = (body: InviteBody) =>
  callApi(contract.coordinators.addInstructorCoordinator, { body });
export const respondInvitation = (body: { Token?: string; Id?: number; IsAccepted: boolean }) =>
  callApi(contract.coordinators.acceptRejectInstructorCoordinator, { body });
export const updatePreference = (body: {
  Id: number;
  CanManageSeminars: boolean;
  CanManageLocations: boolean;
  ReceivesStudentMails: boolean;
}) => callApi(contract.coordinators.updateInstructorCoordinatorPreference, { body });
export const removeCoordinator = (Id: number) =>
  callApi(contract.coordinators.removeInstructorCoordinator, { query: { Id } });
export const unarchiveCoordinator = (Id: number) =>
  callApi(contract.coordinators.unArchivedInstructorCoordinator, { query: { Id } });
export const acceptAgreement = (Version: number) =>
  callApi(contract.coordinators.acceptIBACoordinatorAgreement, { body: { Version } });
export const publishAgreement = (body: { Title: string; Body: string }) =>
  callApi(contract.coordinators.publishCoordinatorAgreement, { body });

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coordinatorKeys.all }),
  });
}

export const useInvite = () => useInvalidating(inviteCoordinator);
export const useRespond = () => useInvalidating(respondInvitation);
export const useUpdatePreference = () => useInvalidating(updatePreference);
export const useRemove = () => useInvalidating(removeCoordinator);
export const useUnarchive = () => useInvalidating(unarchiveCoordinator);
export const useAcceptAgreement = () => useInvalidating(acceptAgreement);
export const usePublishAgreement = () => useInvalidating(publishAgreement);
