/**
 * Every `Code` an error envelope of the API can carry (`{ Status: false, Message, Code, Data: null, Errors? }`).
 * The web matches refusals by these codes, never by their translated Message; `error-codes.test.ts` reads the
 * API's source and fails when this list and the codes the API throws differ.
 */
export const ERROR_CODES = [
  // The HTTP edge: key, session, input, limits, and what the error handler answers for a non-AppError.
  "INVALID_API_KEY",
  "UNAUTHORIZED",
  "ACCOUNT_LOCKED_OR_DELETED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "BAD_REQUEST",
  "CONTROL_CHARACTERS",
  "MALFORMED_ENCODING",
  "INVALID_UNICODE",
  "MALFORMED_MULTIPART",
  "TOO_LARGE",
  "RATE_LIMITED",
  "INTERNAL",
  // The database is slow (a statement past its limit) or away: 503 with Retry-After.
  "DATABASE_BUSY",
  "DATABASE_UNAVAILABLE",
  // No room left on the uploads' disk (ENOSPC, EDQUOT): 507, nothing half-written (ADR 0090).
  "INSUFFICIENT_STORAGE",
  // Readiness probe's 503.
  "UNAVAILABLE",

  // Account and administration of users.
  "ACCOUNT_LOCKED",
  "ALREADY_CONFIRMED",
  "CANNOT_TARGET_SELF",
  "EMAIL_EXISTS",
  "EMAIL_NOT_CONFIRMED",
  "INVALID_CREDENTIALS",
  "INVALID_TOKEN",
  // A paid plan chosen at sign-up where no checkout is wired.
  "PAYMENT_REQUIRED",
  "USER_NOT_FOUND",
  "WRONG_PASSWORD",
  // A member's data export and erasure (ADR 0089).
  "PRIVACY_REQUEST_NOT_FOUND",
  "NO_PENDING_ERASURE",

  // Membership, hardship and card payments (the gateway's declines come first).
  "CARD_DECLINED",
  "INSUFFICIENT_FUNDS",
  "EXPIRED_CARD",
  "INCORRECT_CVV",
  "GATEWAY_UNAVAILABLE",
  // The form sent card data that looks masked ("•••• 4242") instead of the number.
  "CARD_DETAILS_MASKED",
  // AmountPaid differs from the server's quote.
  "AMOUNT_MISMATCH",
  "DOWNGRADE_NOT_ALLOWED",
  "HARDSHIP_PENDING",
  "IDEMPOTENCY_IN_PROGRESS",
  "IDEMPOTENCY_KEY_INVALID",
  "IDEMPOTENCY_KEY_REUSED",
  "INVOICE_NOT_FOUND",
  "MEMBERSHIP_NOT_ACTIVE",
  "MEMBERSHIP_NOT_FOUND",
  "NOT_INSTRUCTOR",
  "PAYMENT_IN_PROGRESS",
  "PAYMENT_NOT_ALLOWED",
  "PERIOD_ALREADY_PAID",
  "REFUND_FAILED",
  "RENEWAL_IN_PROGRESS",
  "TOO_MANY_FAILED_PAYMENTS",

  // Coupons.
  "COUPON_CODE_TAKEN",
  "COUPON_EXHAUSTED",
  "COUPON_EXPIRED",
  "COUPON_INACTIVE",
  // Visitors from a country with its own discount have no coupon field.
  "COUPON_NOT_AVAILABLE",
  "COUPON_NOT_FOUND",
  "COUPON_UNKNOWN",
  "COUPON_WRONG_TYPE",

  // Enrolment: ENROLLMENT_<eligibility code> for each refused rule, then the PayPal flow.
  "ENROLLMENT_NOT_FOUND",
  "ENROLLMENT_CANCELLED",
  "ENROLLMENT_PAST",
  "ENROLLMENT_NON_ASSOCIATION",
  "ENROLLMENT_ALREADY_ENROLLED",
  "ENROLLMENT_PLAN_NOT_ALLOWED",
  "ENROLLMENT_ADVANCED_NOT_ALLOWED",
  "ENROLLMENT_PREREQUISITES_MISSING",
  "ENROLLMENT_FULL",
  "ENROLLMENT_ASSOCIATION_SEMINAR",
  // A free item has nothing to pay with PayPal.
  "ENROLLMENT_FREE",
  "ENROLLMENT_NO_PENDING_PAYMENT",
  "PAYPAL_CAPTURED_SEAT_GONE",
  "PAYPAL_HOLD_EXPIRED",
  "PAYPAL_NOT_CAPTURED",
  "PAYPAL_ORDER_CANCELLED",
  "PAYPAL_ORDER_NOT_FOUND",
  "PAYPAL_UNAVAILABLE",
  "PAYPAL_URL_INVALID",

  // Courses, self-study, seminars, surveys.
  "COURSE_CATEGORY_NOT_FOUND",
  // A reorder that does not name every category exactly once.
  "COURSE_CATEGORY_ORDER",
  "COURSE_NOT_FOUND",
  "COURSE_PREREQUISITE_CYCLE",
  "COURSE_PREREQUISITE_UNKNOWN",
  "LESSON_NOT_FOUND",
  "NOT_ENROLLED",
  "SEMINAR_CANCELLED",
  "SEMINAR_FULL",
  "SEMINAR_HAS_GRADUATES",
  "SEMINAR_NOT_ASSOCIATION",
  "SEMINAR_NOT_FOUND",
  "SEMINAR_NOT_INSTRUCTOR",
  "SEMINAR_STUDENT_GRADUATED",
  "SEMINAR_STUDENT_NOT_FOUND",
  "SEMINAR_STUDENT_PAID",
  "NOT_STUDENT",
  "SURVEY_ANSWERED",
  "SURVEY_ANSWERS",
  "SURVEY_FULL",
  "SURVEY_NOT_OPEN",
  "SURVEY_QUESTION_NOT_FOUND",
  "SURVEY_QUESTION_RETIRED",

  // Manuals.
  "MANUAL_ALREADY_OWNED",
  "MANUAL_ALREADY_REFUNDED",
  "MANUAL_FREE",
  "MANUAL_PURCHASE_IN_PROGRESS",
  "MANUAL_PURCHASE_NOT_FOUND",

  // Store, cart, orders, addresses, donations.
  "ADDRESS_LIMIT",
  "ADDRESS_NOT_FOUND",
  "ADDRESS_REQUIRED",
  "CART_EMPTY",
  "CART_FULL",
  "CART_ITEM_NOT_FOUND",
  "CHECKOUT_IN_PROGRESS",
  // The base currency can be neither deleted nor given another rate.
  "CURRENCY_BASE",
  "CURRENCY_NOT_FOUND",
  "DOWNLOADS_USED",
  "EMAIL_REQUIRED",
  // A signed order or download link that is broken or has expired.
  "LINK_INVALID",
  "NO_SHIPPING",
  "ORDER_ALREADY_REFUNDED",
  "ORDER_EXPIRED",
  "ORDER_NOT_FOUND",
  "ORDER_NOT_SHIPPABLE",
  "OUT_OF_STOCK",
  "PRODUCT_CATEGORY_NOT_FOUND",
  "PRODUCT_CATEGORY_ORDER",
  "PRODUCT_INSTRUCTORS_ONLY",
  "PRODUCT_NOT_DIGITAL",
  "PRODUCT_NOT_FOUND",
  "QUANTITY_LIMIT",
  "SHIPPING_ZONE_NOT_FOUND",
  "SIGN_IN_FOR_MANUAL",
  "SOLD_OUT",
  "DONATION_ALREADY_REFUNDED",
  "DONATION_NOT_FOUND",
  "DONATION_PLAN_NOT_ACTIVE",
  "DONATION_PLAN_NOT_FOUND",

  // Instructors' coordinators and locations.
  "COORDINATOR_AGREEMENT_MISSING",
  "COORDINATOR_AGREEMENT_OUTDATED",
  "COORDINATOR_DAILY_LIMIT",
  "COORDINATOR_DUPLICATE",
  "COORDINATOR_LINK_NOT_FOUND",
  "COORDINATOR_MEMBER_NOT_FOUND",
  "COORDINATOR_NOT_ALLOWED",
  "COORDINATOR_NOT_COORDINATOR",
  "COORDINATOR_NOT_INSTRUCTOR",
  "COORDINATOR_SELF",
  // The link is not in a state that allows the step (e.g. accepting a revoked invitation).
  "COORDINATOR_STATE",
  "COORDINATOR_TOKEN_EXPIRED",
  "COORDINATOR_TOKEN_UNKNOWN",
  "COORDINATOR_TOKEN_USED",
  "LOCATION_COUNTRY",
  "LOCATION_DAILY_LIMIT",
  "LOCATION_IN_USE",
  "LOCATION_NOT_FOUND",
  "LOCATION_NOT_INSTRUCTOR",
  "LOCATION_NOT_OWNER",
  // A state that is not in the country, or none where the country has states.
  "LOCATION_STATE",

  // Community: forum, blog, events, testimonials, contact, notifications, announcements.
  "FORUM_CATEGORY_NOT_FOUND",
  "FORUM_COMMENT_DELETED",
  "FORUM_COMMENT_NOT_FOUND",
  "FORUM_DAILY_LIMIT",
  "FORUM_LOCKED",
  "FORUM_MEMBERS_ONLY",
  "FORUM_MEMBER_NOT_FOUND",
  "FORUM_NOT_ALLOWED",
  "FORUM_NOT_FOUND",
  "FORUM_NOT_MODERATOR",
  // Editing or deleting someone else's post or comment.
  "FORUM_NOT_YOU",
  "FORUM_REPLY_DEPTH",
  "FORUM_SUSPENDED",
  "FORUM_TOO_SOON",
  "FORUM_UPLOAD_LIMIT",
  "BLOG_COMMENT_NOT_FOUND",
  "BLOG_NOT_FOUND",
  "COMMENT_DAILY_LIMIT",
  "COMMENT_TOO_SOON",
  "EVENT_DAILY_LIMIT",
  "EVENT_NOT_FOUND",
  "EVENT_NOT_HOST",
  // A recurring event's occurrence date that the rule does not produce.
  "EVENT_OCCURRENCE",
  "EVENT_OVER",
  "STUDY_GROUPS_LOCKED",
  "TESTIMONIAL_DAILY_LIMIT",
  "TESTIMONIAL_NOT_FOUND",
  "TESTIMONIAL_STATE",
  "CONTACT_MESSAGE_NOT_FOUND",
  "NOTIFICATION_NOT_FOUND",
  "ANNOUNCEMENT_NOT_FOUND",

  // Newsletters, help centre, media library.
  "NEWSLETTER_ISSUE_NOT_FOUND",
  "NEWSLETTER_ISSUE_SENT",
  "NEWSLETTER_LINK_INVALID",
  "NEWSLETTER_NOT_ALLOWED",
  "HELP_ARTICLE_NOT_FOUND",
  "HELP_TOPIC_NOT_EMPTY",
  "HELP_TOPIC_NOT_FOUND",
  "HELP_TRANSLATION_NOT_FOUND",
  "CATEGORY_NOT_EMPTY",
  "GROUP_NOT_EMPTY",
  // The member's plan does not open the media group.
  "PLAN_REQUIRED",
] as const;

/** A `Code` of the API's error envelope. */
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a code read from an answer is one the API documents (a newer server may send others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}
