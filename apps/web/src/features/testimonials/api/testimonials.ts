import {
  type AddTestimonialForm,
  type AdminTestimonial,
  contract,
  type ListData,
  TESTIMONIAL_STATUSES,
  type Testimonial,
  type TestimonialReceipt,
  type TestimonialStatus,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";

export type { AdminTestimonial, Testimonial, TestimonialReceipt };

const testimonialKeys = {
  all: ["testimonials"] as const,
  list: (params: TestimonialListParams) => [...testimonialKeys.all, "list", params] as const,
  admin: (params: AdminTestimonialParams) => [...testimonialKeys.all, "admin", params] as const,
};

export interface TestimonialListParams {
  page: number;
  pageSize: number;
  search: string;
  /** `featured`, a plan level's name, or empty for all. */
  filter: string;
}

/** Testimonials a page of /Testimonials shows. */
export const TESTIMONIALS_PAGE_SIZE = 9;

/** What /Testimonials lists, from its address (?page, ?search, ?filter): read alike by the screen and its loader. */
export function testimonialListParams(params: URLSearchParams): TestimonialListParams {
  return {
    page: pageFrom(params),
    pageSize: TESTIMONIALS_PAGE_SIZE,
    search: params.get("search") ?? "",
    filter: params.get("filter") ?? "",
  };
}

/** GET Testimonial/GetTestimonials?page&pageSize&search&filter (public: approved ones only). */
export function getTestimonials(params: TestimonialListParams): Promise<ListData<Testimonial>> {
  return callData(contract.testimonials.getTestimonials, {
    query: { ...params, search: params.search || undefined, filter: params.filter || undefined },
  });
}

export const testimonialsQuery = (params: TestimonialListParams) =>
  queryOptions({ queryKey: testimonialKeys.list(params), queryFn: () => getTestimonials(params) });

export function useTestimonials(params: TestimonialListParams) {
  return useQuery({ ...testimonialsQuery(params), placeholderData: keepPreviousData });
}

/** POST Testimonial/AddTestimonial (bearer): the testimonial waits for approval. */
export function addTestimonial(body: AddTestimonialForm) {
  return callApi(contract.testimonials.addTestimonial, { body });
}

export function useAddTestimonial() {
  return useMutation({ mutationFn: addTestimonial });
}

export type TestimonialStatusFilter = TestimonialStatus | "all";

export interface AdminTestimonialParams {
  page: number;
  pageSize: number;
  status: TestimonialStatusFilter;
}

/** The moderation list's page size. */
export const ADMIN_TESTIMONIALS_PAGE_SIZE = 20;

/** The moderation list's status filters, in the order the filter offers them. */
export const TESTIMONIAL_STATUS_FILTERS: readonly TestimonialStatusFilter[] = [...TESTIMONIAL_STATUSES, "all"];

/** What /admin/testimonials lists, from its address (?status, pending unless it names another; ?page). */
export function adminTestimonialParams(params: URLSearchParams): AdminTestimonialParams {
  const raw = params.get("status") ?? "pending";
  const status = (TESTIMONIAL_STATUS_FILTERS as readonly string[]).includes(raw)
    ? (raw as TestimonialStatusFilter)
    : "pending";
  return { page: pageFrom(params), pageSize: ADMIN_TESTIMONIALS_PAGE_SIZE, status };
}

/** GET Testimonial/GetAdminTestimonials (administrators). */
export function getAdminTestimonials(params: AdminTestimonialParams): Promise<ListData<AdminTestimonial>> {
  return callData(contract.testimonials.getAdminTestimonials, { query: { ...params } });
}

export const adminTestimonialsQuery = (params: AdminTestimonialParams) =>
  queryOptions({ queryKey: testimonialKeys.admin(params), queryFn: () => getAdminTestimonials(params) });

export function useAdminTestimonials(params: AdminTestimonialParams) {
  return useQuery({ ...adminTestimonialsQuery(params), placeholderData: keepPreviousData });
}

export type ModerationAction =
  | { kind: "approve"; id: number }
  | { kind: "reject"; id: number; reason: string }
  | { kind: "feature"; id: number; featured: boolean }
  | { kind: "delete"; id: number };

/** The administrator's calls: approve, reject with a reason, feature/unfeature, delete. */
export function moderate(action: ModerationAction) {
  switch (action.kind) {
    case "approve":
      return callApi(contract.testimonials.approveTestimonial, { params: { id: action.id } });
    case "reject":
      return callApi(contract.testimonials.rejectTestimonial, {
        params: { id: action.id },
        body: { Reason: action.reason },
      });
    case "feature":
      return callApi(contract.testimonials.featureTestimonial, {
        params: { id: action.id },
        body: { IsFeatured: action.featured },
      });
    case "delete":
      return callApi(contract.testimonials.deleteTestimonial, { params: { id: action.id } });
  }
}

export function useModerateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
