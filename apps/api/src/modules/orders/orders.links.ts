import { createHmac, timingSafeEqual } from "node:crypto";

/** A signed invoice link (order page, receipt mail, purchase history) stays valid for a year. */
export const ORDER_INVOICE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** The HMAC of an order's signed links (`invoice` for the PDF, `download` for a digital line). */
const sign = (secret: string, purpose: string, id: number, expires: number) =>
  createHmac("sha256", `orders:${secret}`).update(`${purpose}:${id}:${expires}`).digest("base64url");

/** `/api/Store/<path>?Id=…&Expires=…&Signature=…`, usable without the API key or a bearer. */
export function signedOrderPath(secret: string, path: string, purpose: string, id: number, expires: number): string {
  return `/api/Store/${path}?Id=${id}&Expires=${expires}&Signature=${sign(secret, purpose, id, expires)}`;
}

/** Whether a signed link's signature is this order's (or line's) for the purpose; the caller checks Expires. */
export function orderLinkSignatureValid(
  secret: string,
  purpose: string,
  query: { Id: number; Expires: number; Signature: string },
): boolean {
  const expected = Buffer.from(sign(secret, purpose, query.Id, query.Expires));
  const given = Buffer.from(query.Signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signed link of an order's invoice PDF (Store/GetOrderInvoicePdf), valid a year from now. */
export function orderInvoicePath(secret: string, orderId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + ORDER_INVOICE_LINK_TTL_MS) / 1000);
  return signedOrderPath(secret, "GetOrderInvoicePdf", "invoice", orderId, expires);
}
