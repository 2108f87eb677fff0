import { contract, DONATION_EXPORT_MAX, type DonationFrequencyName, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { publicAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { donationInvoiceAccess, donationPlanAccess, donationsAdminAccess, onDonorOf } from "./donations.policy.ts";
import type { DonationService } from "./donations.service.ts";

const FREQUENCIES = { OneOff: "oneOff", Yearly: "yearly" } as const;

export function donationRoutes(app: FastifyInstance, deps: Deps, donations: DonationService) {
  const tags = ["Donation"];

  route(
    app,
    contract.donations.donate,
    {
      access: publicAccess("visitors donate too; a member's bearer, when sent, links the donation to them"),
      idempotency: { scope: "donation.card" },
      tags,
      summary:
        "Donate by card: Amount (dollars, 1 to 10,000), Frequency OneOff | Yearly (the card is stored and charged again each year until cancelled), Name, Email, CardHolderName, CardNumber, ExpiryDate (MM/YY), CVV. Answers the receipt with a signed invoice link (and, yearly, the plan and its cancel token); mails the receipt in the donor's language. Send an Idempotency-Key header: a retry with the same key returns the first answer (Idempotent-Replayed: true) and never charges twice. Without one, the same gift (e-mail, amount, frequency, card) sent again within 10 minutes is answered with the first receipt (Idempotent-Replayed: true), not charged; 10 declined cards per IP or e-mail in 15 minutes answer 429.",
    },
    async (request, reply) => {
      const viewer = await viewerOf(deps, request);
      const result = await idempotentCall(
        deps,
        request,
        reply,
        (idem) => donations.donate(request.body, viewer, request.ip, request.language, idem),
        viewer ? `user:${viewer.user.id}` : `donor:${request.body.Email.toLowerCase()}`,
      );
      return ok(result.receipt, translate(request.language, "donationMessages.thanks"));
    },
  );

  route(
    app,
    contract.donations.cancelYearlyDonation,
    {
      access: donationPlanAccess,
      tags,
      summary:
        "Stop a yearly donation (no further charges): PlanId, by its member or an administrator, or by anyone holding the receipt's Token; an unknown plan or a wrong token is 404, a plan no longer active 409",
    },
    async (request) => {
      const { PlanId, Token } = request.body;
      const plan = await donations.cancelPlan(PlanId, Token ? { token: Token } : "authorized");
      return ok(plan, translate(request.language, "donationMessages.cancelled"));
    },
  );

  route(
    app,
    contract.donations.getMyDonationPlans,
    {
      access: onDonorOf({ in: "query", name: "UserId" }),
      tags,
      summary:
        "A member's yearly donations (active, cancelled, stopped), newest first; the gifts themselves are in User/GetUserPurchaseAndBillings",
    },
    async (request) => ok(await donations.plansOf(request.query.UserId)),
  );

  route(
    app,
    contract.donations.downloadDonationInvoicePdf,
    {
      access: donationInvoiceAccess,
      tags,
      summary:
        "A donation's invoice as PDF (application/pdf), marked as a donation: for its member or an administrator, or with the receipt's signed link (?token=)",
    },
    async (request, reply) => {
      const token = request.query.token;
      const pdf = await donations.invoicePdf(
        request.params.donationId,
        token ? { token } : "authorized",
        request.language,
      );
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${pdf.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf.bytes);
    },
  );

  route(
    app,
    contract.donations.getDonations,
    {
      access: donationsAdminAccess,
      tags,
      summary:
        "Administrators: donations newest first, paged (page, pageSize), filtered by Frequency OneOff | Yearly, Status Paid | Refunded, From and To (UTC days YYYY-MM-DD, both inclusive) and search (donor name or e-mail), with the totals (dollars) of all the filter matches and the number of active yearly plans",
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await donations.list({ page, pageSize, ...filterOf(request.query) }));
    },
  );

  route(
    app,
    contract.donations.adminExportDonations,
    {
      access: donationsAdminAccess,
      tags,
      summary: `Administrators: the donations the filters of GetDonations match (at most ${DONATION_EXPORT_MAX.toLocaleString("en")}, newest first) as CSV (text/csv) in the caller's language; cells a spreadsheet would run as formulas start with an apostrophe`,
    },
    async (request, reply) => {
      const csv = await donations.exportCsv(filterOf(request.query), request.language);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", 'attachment; filename="donations.csv"')
        .header("Cache-Control", "private, no-store")
        .send(`\uFEFF${csv}`);
    },
  );

  route(
    app,
    contract.donations.adminCancelDonationPlan,
    {
      access: donationsAdminAccess,
      tags,
      summary:
        "Administrators: stops any yearly donation, a visitor's too (CancelYearlyDonation reaches only plans of an account or with the receipt's token): no further charges, the donor is mailed in their language; a plan no longer active is 409 DONATION_PLAN_NOT_ACTIVE",
    },
    async (request) => {
      const plan = await donations.cancelPlan(request.body.PlanId, "authorized");
      return ok(plan, translate(request.language, "donationMessages.planStopped"));
    },
  );

  route(
    app,
    contract.donations.adminRefundDonation,
    {
      access: donationsAdminAccess,
      tags,
      summary:
        "Administrators: refunds a donation through the gateway once (a second call, even in parallel, answers 409 DONATION_ALREADY_REFUNDED; a gateway refusal 502 REFUND_FAILED and the donation stays paid); mails the donor in their language; the invoice stays, marked refunded. A yearly plan is not stopped by this: CancelYearlyDonation does that",
    },
    async (request) => {
      const donation = await donations.refund(request.body.Id);
      return ok(donation, translate(request.language, "donationMessages.refunded"));
    },
  );
}

const STATUSES = { Paid: "paid", Refunded: "refunded" } as const;

function filterOf(query: {
  Frequency?: DonationFrequencyName | undefined;
  Status?: "Paid" | "Refunded" | undefined;
  From?: string | undefined;
  To?: string | undefined;
  search: string;
}) {
  return {
    frequency: query.Frequency ? FREQUENCIES[query.Frequency] : undefined,
    status: query.Status ? STATUSES[query.Status] : undefined,
    from: query.From,
    to: query.To,
    search: query.search,
  };
}
