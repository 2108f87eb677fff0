import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";

/** A signed invoice link stays valid this long, like the membership receipts' links. */
export const DONATION_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const sign = (secret: string, purpose: string, text: string) =>
  createHmac("sha256", `${purpose}:${secret}`).update(text).digest("base64url");

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const donationInvoicePath = (id: number) => `/api/Donation/DownloadDonationInvoicePdf/${id}`;

/** The invoice link of the receipt page and mail: signed for this donation and e-mail, valid a year. */
export function signedDonationInvoiceUrl(config: Config, donation: { id: number; email: string }, now: Date): string {
  const expires = Math.floor((now.getTime() + DONATION_LINK_TTL_MS) / 1000);
  const token = `${expires}.${sign(config.jwtSecret, "donation-invoice", `${donation.id}:${donation.email}:${expires}`)}`;
  return `${config.publicUrl}${donationInvoicePath(donation.id)}?token=${token}`;
}

export function verifyDonationInvoiceToken(
  config: Config,
  donation: { id: number; email: string },
  token: string,
  now: Date,
): boolean {
  const [expiresText = "", signature = ""] = token.split(".");
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  return same(sign(config.jwtSecret, "donation-invoice", `${donation.id}:${donation.email}:${expires}`), signature);
}

/**
 * The token that cancels a yearly donation without logging in (receipt page and every yearly receipt mail).
 * It does not expire: a donor must be able to stop a yearly charge years later from an old mail.
 */
export function donationPlanCancelToken(config: Config, plan: { id: number; email: string }): string {
  return sign(config.jwtSecret, "donation-plan-cancel", `${plan.id}:${plan.email}`);
}

export function verifyDonationPlanCancelToken(config: Config, plan: { id: number; email: string }, token: string) {
  return same(donationPlanCancelToken(config, plan), token);
}

/** The web page that cancels a yearly donation from a mail (the token in the query). */
export const donationCancelUrl = (config: Config, plan: { id: number; email: string }) =>
  `${config.publicUrl}/donation?cancelPlan=${plan.id}&token=${donationPlanCancelToken(config, plan)}`;
