import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { flagSchema } from "../shared/flag.ts";
import { recordIdSchema } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { shownLanguageSchema } from "../translations/translations.ts";
import { MAX_LINE_QUANTITY } from "./rules.ts";

const id = recordIdSchema();
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalId = z.preprocess(blankToUndefined, id.optional());
/** A guest cart's key: a random UUID the browser keeps, so nobody can guess another visitor's cart. */
export const guestIdSchema = z.uuid({ error: "ordersErrors.guestIdInvalid" });
const optionalGuestId = z.preprocess(blankToUndefined, guestIdSchema.optional());

/** Exactly one of UserId and GuestId names a cart or an order list. */
const oneOwner = <T extends { UserId?: number | undefined; GuestId?: string | undefined }>(value: T) =>
  (value.UserId === undefined) !== (value.GuestId === undefined);
const ownerRequired = { message: "ordersErrors.ownerRequired", path: ["GuestId"] };

/** Store/GetCartItems?UserId or GuestId&IsOriginalCart. */
export const cartQuerySchema = z
  .object({ UserId: optionalId, GuestId: optionalGuestId, IsOriginalCart: flagSchema.optional() })
  .refine(oneOwner, ownerRequired);
export type CartQuery = z.infer<typeof cartQuerySchema>;

const quantity = z.coerce
  .number({ error: "ordersErrors.quantityInvalid" })
  .int({ error: "ordersErrors.quantityInvalid" })
  .min(1, { error: "ordersErrors.quantityInvalid" })
  .max(MAX_LINE_QUANTITY, { error: "ordersErrors.quantityInvalid" });

/** Store/AddToCart. */
export const addToCartInputSchema = z
  .object({ ProductId: id, Quantity: quantity.default(1), UserId: optionalId, GuestId: optionalGuestId })
  .refine(oneOwner, ownerRequired);
export type AddToCartInput = z.infer<typeof addToCartInputSchema>;

/** Store/IncreaseCartItem and Store/DecreaseCartItem: a line, and the guest key when the cart is a guest's. */
export const cartLineInputSchema = z.object({ Id: id, GuestId: optionalGuestId });
/** Store/DeleteCartItemById?Id (&GuestId for a guest's line). */
export const cartLineQuerySchema = z.object({ Id: id, GuestId: optionalGuestId });

/** Store/SyncGuestCartToUser (spec 000 §4: UserID, GuestID from the stored cart session). */
export const syncGuestCartInputSchema = z.object({
  UserID: id,
  GuestID: z.preprocess(blankToUndefined, guestIdSchema.optional()),
});

/** The product on a cart line, at its price now. */
export const cartProductSchema = z.object({
  Id: z.number().int(),
  Title: z.string().describe("in the reader's language where translated (ADR 0097)"),
  Lang: shownLanguageSchema.optional().describe("the language of Title as shown"),
  Price: z.number(),
  CoverImage: z.string().nullable(),
  Kind: z.enum(["physical", "digital", "manual"]),
  /** null = unlimited. */
  Stock: z.number().int().nullable(),
  InStock: z.boolean(),
  /** Published and buyable in a normal cart now. */
  Available: z.boolean(),
});

export const cartItemSchema = z.object({
  Id: z.number().int(),
  ProductId: z.number().int(),
  Quantity: z.number().int(),
  LineTotal: z.number(),
  Product: cartProductSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  CartId: z.number().int().nullable(),
  UserId: z.number().int().nullable(),
  GuestId: z.string().nullable(),
  /** false once a guest cart was merged into a member's cart. */
  IsOriginalCart: z.boolean(),
  Items: z.array(cartItemSchema),
  ItemCount: z.number().int(),
  Subtotal: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

/** A shipping address typed at checkout. */
export const addressInputSchema = z.object({
  FullName: z.string().trim().min(2, { error: "ordersErrors.addressFullName" }).max(120),
  Line1: z.string().trim().min(3, { error: "ordersErrors.addressLine1" }).max(200),
  Line2: z.string().trim().max(200).default(""),
  City: z.string().trim().min(1, { error: "ordersErrors.addressCity" }).max(120),
  State: z.string().trim().max(120).default(""),
  PostalCode: z.string().trim().max(20).default(""),
  CountryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "ordersErrors.addressCountry" })
    .transform((value) => value.toUpperCase()),
  Phone: z.string().trim().max(40).default(""),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

const cardFields = {
  CardHolderName: z.string().max(200).nullish(),
  CardNumber: z.string().max(40).nullish(),
  ExpiryDate: z.string().max(10).nullish(),
  CVV: z.string().max(10).nullish(),
};

const checkoutFields = {
  /** A saved address of the member (Account/GetUserAddresses). */
  AddressId: optionalId,
  Address: addressInputSchema.optional(),
  /** A guest's receipt address; a member's receipt goes to their login. */
  Email: z.preprocess(blankToUndefined, z.email({ error: "ordersErrors.emailInvalid" }).max(254).optional()),
  CouponCode: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
};

/** Store/GetCheckoutQuote: the totals the server will charge for the cart (or the instructor's items). */
export const checkoutQuoteInputSchema = z
  .object({
    UserId: optionalId,
    GuestId: optionalGuestId,
    AddressId: optionalId,
    CountryCode: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .optional(),
    ),
    CouponCode: checkoutFields.CouponCode,
  })
  .refine(oneOwner, ownerRequired);

/** Store/ProcessPayment: the caller's cart (member by UserId + bearer, or guest by GuestId + Email). */
export const processPaymentInputSchema = z
  .object({
    UserId: optionalId,
    GuestId: optionalGuestId,
    ...checkoutFields,
    /** When sent, must equal the server's total (the price moved since the quote otherwise). */
    AmountPaid: z.union([z.number(), z.string().max(20)]).optional(),
    ...cardFields,
  })
  .refine(oneOwner, ownerRequired);
export type ProcessPaymentInput = z.infer<typeof processPaymentInputSchema>;

/** Store/InstructorCheckout: an instructor's kits, listed in the request (they never sit in a normal cart). */
export const instructorCheckoutInputSchema = z.object({
  UserId: id,
  /** The quote before the address is complete: the country prices the shipping. */
  CountryCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  ),
  Items: z
    .array(z.object({ ProductId: id, Quantity: quantity }))
    .min(1, { error: "ordersErrors.cartEmpty" })
    .max(50),
  ...checkoutFields,
  AmountPaid: z.union([z.number(), z.string().max(20)]).optional(),
  ...cardFields,
});
export type InstructorCheckoutInput = z.infer<typeof instructorCheckoutInputSchema>;

export const checkoutQuoteSchema = z.object({
  Subtotal: z.number(),
  Shipping: z.number(),
  Discount: z.number(),
  Total: z.number(),
  NeedsShipping: z.boolean(),
  ShippingZone: z.string().nullable(),
  CouponCode: z.string().nullable(),
  Currency: z.string(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** The statuses the order lists show and filter by (a pending, cancelled or expired checkout is never listed). */
export const ORDER_STATUS_VALUES = ["paid", "shipped", "refunded"] as const;
/**
 * Every status an order can be answered with: the listed ones plus a PayPal checkout still awaiting payment
 * (`pending`), one the buyer cancelled (`cancelled`) and one whose hold ran out (`expired`). Each is its own value.
 */
export const ORDER_ALL_STATUS_VALUES = [...ORDER_STATUS_VALUES, "pending", "cancelled", "expired"] as const;

export const shippingAddressSchema = z.object({
  FullName: z.string(),
  Line1: z.string(),
  Line2: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  CountryCode: z.string(),
  Phone: z.string(),
});

export const orderItemSchema = z.object({
  Id: z.number().int(),
  ProductId: z.number().int(),
  Title: z.string().describe("the product's title in the reader's language where translated, else as bought"),
  Lang: shownLanguageSchema.optional().describe("the language of Title as shown"),
  Kind: z.enum(["physical", "digital", "manual"]),
  UnitPrice: z.number(),
  Quantity: z.number().int(),
  LineTotal: z.number(),
  /** Digital items: the signed link (null once used up, expired or refunded). */
  DownloadUrl: z.string().nullable(),
  DownloadsLeft: z.number().int().nullable(),
  DownloadExpiresAt: isoDateTimeSchema.nullable(),
});

export const orderSchema = z.object({
  Id: z.number().int(),
  OrderNumber: z.string(),
  Kind: z.enum(["store", "instructor"]),
  Status: z.enum(ORDER_ALL_STATUS_VALUES),
  Email: z.string(),
  UserId: z.number().int().nullable(),
  CreatedAt: isoDateTimeSchema,
  Subtotal: z.number(),
  Shipping: z.number(),
  Discount: z.number(),
  Total: z.number(),
  Currency: z.string(),
  CouponCode: z.string().nullable(),
  ShippingAddress: shippingAddressSchema.nullable(),
  CardBrand: z.string().nullable(),
  Last4: z.string().nullable(),
  TrackingNumber: z.string().nullable(),
  ShippedAt: isoDateTimeSchema.nullable(),
  RefundedAt: isoDateTimeSchema.nullable(),
  /** A signed link to the invoice PDF. */
  InvoiceUrl: z.string(),
  Items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = listDataSchema(orderSchema);
export type OrderList = z.infer<typeof orderListSchema>;

/** Store/GetOrders?UserId or GuestId (paged). */
export const ordersQuerySchema = listQuerySchema({ defaultPageSize: 10, maxPageSize: 50 })
  .extend({ UserId: optionalId, GuestId: optionalGuestId })
  .refine(oneOwner, ownerRequired);

/** Store/GetOrderById?Id (&GuestId for a guest's order). */
export const orderQuerySchema = z.object({ Id: id, GuestId: optionalGuestId });

/** Signed links (invoice PDF, digital download): the link carries its own expiry and signature. */
export const signedLinkQuerySchema = z.object({
  Id: id,
  Expires: z.coerce.number().int().positive(),
  Signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** Instructor kits at the instructor price (Store/GetInstructorKits). */
export const instructorKitSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Lang: shownLanguageSchema.optional().describe("the language of Title and Summary as shown (ADR 0097)"),
  Price: z.number(),
  InstructorPrice: z.number(),
  CoverImage: z.string().nullable(),
  Kind: z.enum(["physical", "digital", "manual"]),
  InStock: z.boolean(),
});
export const instructorKitsSchema = z.array(instructorKitSchema);
export type InstructorKit = z.infer<typeof instructorKitSchema>;
export const userQuerySchema = z.object({ UserId: id });

/** Administration: the orders list. */
export const adminOrdersQuerySchema = listQuerySchema({
  defaultPageSize: 20,
  maxPageSize: 100,
  filters: z.object({ Status: z.enum(ORDER_STATUS_VALUES).optional() }).default({}),
});
export const adminOrderQuerySchema = z.object({ Id: id });
export const markShippedInputSchema = z.object({
  Id: id,
  TrackingNumber: z
    .string()
    .trim()
    .min(4, { error: "ordersErrors.trackingInvalid" })
    .max(60, { error: "ordersErrors.trackingInvalid" })
    .regex(/^[A-Za-z0-9 -]+$/, { error: "ordersErrors.trackingInvalid" }),
});
export const refundInputSchema = z.object({ Id: id });

export const shippingZoneSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Countries: z.array(z.string()),
  IsFallback: z.boolean(),
  Rates: z.array(z.object({ MaxWeightGrams: z.number().int(), Price: z.number() })),
});
export const shippingZonesSchema = z.array(shippingZoneSchema);
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
export const saveShippingZoneInputSchema = z.object({
  Id: optionalId,
  Name: z.string().trim().min(2, { error: "ordersErrors.zoneNameInvalid" }).max(80),
  Countries: z
    .array(z.string().regex(/^[A-Za-z]{2}$/, { error: "ordersErrors.addressCountry" }))
    .max(250)
    .transform((list) => [...new Set(list.map((c) => c.toUpperCase()))]),
  IsFallback: z.boolean().default(false),
  Rates: z
    .array(
      z.object({
        MaxWeightGrams: z.coerce.number().int().min(1).max(1_000_000),
        Price: z.coerce.number().min(0, { error: "ordersErrors.rateInvalid" }).max(10_000),
      }),
    )
    .min(1, { error: "ordersErrors.rateInvalid" })
    .max(20),
});
export type SaveShippingZoneInput = z.infer<typeof saveShippingZoneInputSchema>;
