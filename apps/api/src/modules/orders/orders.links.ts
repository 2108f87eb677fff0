import { expiresAt, linkSigner } from "../../shared/signed-link.ts";

/** A signed invoice link (order page, receipt mail, purchase history) stays valid for a year. */
export const ORDER_INVOICE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** The signer of an order's links (`invoice` for the PDF, `download` for a digital line). */
const signer = (secret: string) => linkSigner(`orders:${secret}`);

/** `/api/Store/<path>?Id=…&Expires=…&Signature=…`, usable without the API key or a bearer. */
export function signedOrderPath(secret: string, path: string, purpose: string, id: number, expires: number): string {
  return `/api/Store/${path}?Id=${id}&Expires=${expires}&Signature=${signer(secret).sign(`${purpose}:${id}:${expires}`)}`;
}

/** Whether a signed link's signature is this order's (or line's) for the purpose; the caller checks Expires. */
export function orderLinkSignatureValid(
  secret: string,
  purpose: string,
  query: { Id: number; Expires: number; Signature: string },
): boolean {
  return signer(secret).verify(`${purpose}:${query.Id}:${query.Expires}`, query.Signature);
}

/** The signed link of an order's invoice PDF (Store/GetOrderInvoicePdf), valid a year from now. */
export function orderInvoicePath(secret: string, orderId: number, now: Date): string {
  return signedOrderPath(secret, "GetOrderInvoicePdf", "invoice", orderId, expiresAt(now, ORDER_INVOICE_LINK_TTL_MS));
}
