import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  addToCartInputSchema,
  adminOrderQuerySchema,
  adminOrdersQuerySchema,
  cartLineInputSchema,
  cartLineQuerySchema,
  cartQuerySchema,
  cartSchema,
  checkoutQuoteInputSchema,
  checkoutQuoteSchema,
  instructorCheckoutInputSchema,
  instructorKitsSchema,
  markShippedInputSchema,
  orderListSchema,
  orderQuerySchema,
  orderSchema,
  ordersQuerySchema,
  processPaymentInputSchema,
  refundInputSchema,
  saveShippingZoneInputSchema,
  shippingZonesSchema,
  signedLinkQuerySchema,
  syncGuestCartInputSchema,
  userQuerySchema,
} from "./orders.ts";

export const getCartItems = defineCall({
  method: "GET",
  path: "/api/Store/GetCartItems",
  query: cartQuerySchema,
  data: cartSchema,
});

export const addToCart = defineCall({
  method: "POST",
  path: "/api/Store/AddToCart",
  body: addToCartInputSchema,
  data: cartSchema,
});

export const increaseCartItem = defineCall({
  method: "PUT",
  path: "/api/Store/IncreaseCartItem",
  body: cartLineInputSchema,
  data: cartSchema,
});

export const decreaseCartItem = defineCall({
  method: "PUT",
  path: "/api/Store/DecreaseCartItem",
  body: cartLineInputSchema,
  data: cartSchema,
});

export const deleteCartItemById = defineCall({
  method: "DELETE",
  path: "/api/Store/DeleteCartItemById",
  query: cartLineQuerySchema,
  data: cartSchema,
});

export const syncGuestCartToUser = defineCall({
  method: "POST",
  path: "/api/Store/SyncGuestCartToUser",
  body: syncGuestCartInputSchema,
  data: cartSchema,
});

export const getCheckoutQuote = defineCall({
  method: "POST",
  path: "/api/Store/GetCheckoutQuote",
  body: checkoutQuoteInputSchema,
  data: checkoutQuoteSchema,
});

export const processPayment = defineCall({
  method: "POST",
  path: "/api/Store/ProcessPayment",
  body: processPaymentInputSchema,
  data: orderSchema,
});

export const getInstructorKits = defineCall({
  method: "GET",
  path: "/api/Store/GetInstructorKits",
  query: userQuerySchema,
  data: instructorKitsSchema,
});

export const getInstructorCheckoutQuote = defineCall({
  method: "POST",
  path: "/api/Store/GetInstructorCheckoutQuote",
  body: instructorCheckoutInputSchema,
  data: checkoutQuoteSchema,
});

export const instructorCheckout = defineCall({
  method: "POST",
  path: "/api/Store/InstructorCheckout",
  body: instructorCheckoutInputSchema,
  data: orderSchema,
});

export const getOrders = defineCall({
  method: "GET",
  path: "/api/Store/GetOrders",
  query: ordersQuerySchema,
  data: orderListSchema,
});

export const getOrderById = defineCall({
  method: "GET",
  path: "/api/Store/GetOrderById",
  query: orderQuerySchema,
  data: orderSchema,
});

/** An order's invoice through its signed link. */
export const getOrderInvoicePdf = defineCall({
  method: "GET",
  path: "/api/Store/GetOrderInvoicePdf",
  query: signedLinkQuerySchema,
  file: "application/pdf",
  data: z.null(),
});

/** A digital item's file through its signed, expiring link. */
export const downloadOrderItem = defineCall({
  method: "GET",
  path: "/api/Store/DownloadOrderItem",
  query: signedLinkQuerySchema,
  file: "application/octet-stream",
  data: z.null(),
});

// ---- Administration ----

export const adminGetOrders = defineCall({
  method: "GET",
  path: "/api/Store/AdminGetOrders",
  query: adminOrdersQuerySchema,
  data: orderListSchema,
});

export const adminGetOrderById = defineCall({
  method: "GET",
  path: "/api/Store/AdminGetOrderById",
  query: adminOrderQuerySchema,
  data: orderSchema,
});

export const adminMarkOrderShipped = defineCall({
  method: "POST",
  path: "/api/Store/AdminMarkOrderShipped",
  body: markShippedInputSchema,
  data: orderSchema,
});

export const adminRefundOrder = defineCall({
  method: "POST",
  path: "/api/Store/AdminRefundOrder",
  body: refundInputSchema,
  data: orderSchema,
});

export const adminGetShippingZones = defineCall({
  method: "GET",
  path: "/api/Store/AdminGetShippingZones",
  data: shippingZonesSchema,
});

export const adminSaveShippingZone = defineCall({
  method: "POST",
  path: "/api/Store/AdminSaveShippingZone",
  body: saveShippingZoneInputSchema,
  data: shippingZonesSchema,
});

export const adminDeleteShippingZone = defineCall({
  method: "DELETE",
  path: "/api/Store/AdminDeleteShippingZone",
  query: z.object({ Id: adminOrderQuerySchema.shape.Id }),
  data: shippingZonesSchema,
});
