import type { Config } from "../../config.ts";
import { expiresAt, expiringToken, linkSigner, verifyExpiringToken } from "../../shared/signed-link.ts";

/** A signed invoice link stays valid this long, like the membership receipts' links. */
export const DONATION_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const invoiceSigner = (config: Config) => linkSigner(`donation-invoice:${config.jwtSecret}`);
const cancelSigner = (config: Config) => linkSigner(`donation-plan-cancel:${config.jwtSecret}`);
const invoicePayload = (donation: { id: number; email: string }) => (expires: number) =>
  `${donation.id}:${donation.email}:${expires}`;

export const donationInvoicePath = (id: number) => `/api/Donation/DownloadDonationInvoicePdf/${id}`;

/** The invoice link of the receipt page and mail: signed for this donation and e-mail, valid a year. */
export function signedDonationInvoiceUrl(config: Config, donation: { id: number; email: string }, now: Date): string {
  const token = expiringToken(invoiceSigner(config), invoicePayload(donation), expiresAt(now, DONATION_LINK_TTL_MS));
  return `${config.publicUrl}${donationInvoicePath(donation.id)}?token=${token}`;
}

export function verifyDonationInvoiceToken(
  config: Config,
  donation: { id: number; email: string },
  token: string,
  now: Date,
): boolean {
  return verifyExpiringToken(invoiceSigner(config), invoicePayload(donation), token, now);
}

/**
 * The token that cancels a yearly donation without logging in (receipt page and every yearly receipt mail).
 * It does not expire: a donor must be able to stop a yearly charge years later from an old mail.
 */
export function donationPlanCancelToken(config: Config, plan: { id: number; email: string }): string {
  return cancelSigner(config).sign(`${plan.id}:${plan.email}`);
}

export function verifyDonationPlanCancelToken(config: Config, plan: { id: number; email: string }, token: string) {
  return cancelSigner(config).verify(`${plan.id}:${plan.email}`, token);
}

/** The web page that cancels a yearly donation from a mail (the token in the query). */
export const donationCancelUrl = (config: Config, plan: { id: number; email: string }) =>
  `${config.publicUrl}/donation?cancelPlan=${plan.id}&token=${donationPlanCancelToken(config, plan)}`;
