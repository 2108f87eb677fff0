import {
  type AdminTestimonial,
  findLevel,
  normalizeLanguage,
  type Testimonial,
  testimonialDisplayName,
} from "@haa/domain";
import type { TestimonialWithAuthor } from "./testimonials.repository.ts";

function shared(row: TestimonialWithAuthor) {
  return {
    Id: row.id,
    Text: row.text,
    DisplayName: testimonialDisplayName(row.displayName, row.author.firstName, row.author.lastName),
    Location: row.location,
    MembershipId: row.membershipId,
    MembershipName: row.membershipId === null ? null : (findLevel(row.membershipId)?.name ?? null),
    ProfileImage: row.author.profileImage,
    IsFeatured: row.isFeatured,
    Lang: normalizeLanguage(row.language),
  };
}

/** A published testimonial: the author's shown name and picture, never their account id or address. */
export function presentTestimonial(row: TestimonialWithAuthor): Testimonial {
  return { ...shared(row), PublishedAt: (row.approvedAt ?? row.createdAt).toISOString() };
}

/** A testimonial in the administrator's queue, with its author and moderation state. */
export function presentAdminTestimonial(row: TestimonialWithAuthor): AdminTestimonial {
  return {
    ...shared(row),
    Status: row.status,
    UserId: row.userId,
    AuthorName: `${row.author.firstName} ${row.author.lastName}`.trim(),
    AuthorEmail: row.author.email,
    RejectionReason: row.rejectionReason,
    CreatedAt: row.createdAt.toISOString(),
    ReviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
