import type {
  AddTestimonialForm,
  AdminTestimonial,
  ListData,
  Testimonial,
  TestimonialReceipt,
  TestimonialStatus,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { AdminTestimonial, Testimonial, TestimonialReceipt };

export interface TestimonialListParams {
  page: number;
  pageSize: number;
  search: string;
  /** `featured`, a plan level's name, or empty for all. */
  filter: string;
}

/** GET Testimonial/GetTestimonials?page&pageSize&search&filter (public: approved ones only). */
export function getTestimonials(params: TestimonialListParams): Promise<ListData<Testimonial>> {
  return apiData("Testimonial/GetTestimonials", {
    query: { ...params, search: params.search || undefined, filter: params.filter || undefined },
  });
}

export function useTestimonials(params: TestimonialListParams) {
  return useQuery({
    queryKey: ["testimonials", "list", params],
    queryFn: () => getTestimonials(params),
    placeholderData: keepPreviousData,
  });
}

/** POST Testimonial/AddTestimonial (bearer): the testimonial waits for approval. */
export function addTestimonial(body: AddTestimonialForm) {
  return apiRequest<TestimonialReceipt>("Testimonial/AddTestimonial", { method: "POST", json: body });
}

export function useAddTestimonial() {
  return useMutation({ mutationFn: addTestimonial });
}

export interface AdminTestimonialParams {
  page: number;
  pageSize: number;
  status: TestimonialStatus | "all";
}

/** GET Testimonial/GetAdminTestimonials (administrators). */
export function getAdminTestimonials(params: AdminTestimonialParams): Promise<ListData<AdminTestimonial>> {
  return apiData("Testimonial/GetAdminTestimonials", { query: { ...params } });
}

export function useAdminTestimonials(params: AdminTestimonialParams) {
  return useQuery({
    queryKey: ["testimonials", "admin", params],
    queryFn: () => getAdminTestimonials(params),
    placeholderData: keepPreviousData,
  });
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
      return apiRequest<null>(`Testimonial/ApproveTestimonial/${action.id}`, { method: "PUT" });
    case "reject":
      return apiRequest<null>(`Testimonial/RejectTestimonial/${action.id}`, {
        method: "PUT",
        json: { Reason: action.reason },
      });
    case "feature":
      return apiRequest<null>(`Testimonial/FeatureTestimonial/${action.id}`, {
        method: "PUT",
        json: { IsFeatured: action.featured },
      });
    case "delete":
      return apiRequest<null>(`Testimonial/DeleteTestimonial/${action.id}`, { method: "DELETE" });
  }
}

export function useModerateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["testimonials"] }),
  });
}
