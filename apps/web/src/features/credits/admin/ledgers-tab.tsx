import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { type AdjustmentInput, useAddAdjustment, useUserCeus } from "../api/credits.ts";
import { CeLedgerTable } from "../components/ce-ledger-table.tsx";
import { showServerErrors } from "./exam-dialogs.tsx";
import { MemberPicker, memberName, type PickedMember } from "./member-picker.tsx";

const NO_FILTERS = { search: "", startDate: "", endDate: "" };

/** An adjustment as typed; the member is the ledger's, not a field. */
interface AdjustmentValues {
  UserId: number;
  Credits: string;
  Reason: string;
}
const adjustmentSchema = new LazySchema(() =>
  import("../credits-schemas.ts").then(
    (module) => module.addCeAdjustmentSchema as unknown as z.ZodType<AdjustmentInput, AdjustmentValues>,
  ),
);
const ADJUSTMENT_FIELDS = ["Credits", "Reason"] as const;

function AdjustmentForm({ member }: { member: PickedMember }) {
  const { t } = useTranslation();
  const add = useAddAdjustment();
  const empty: AdjustmentValues = { UserId: member.Id, Credits: "", Reason: "" };
  const form = useZodForm(adjustmentSchema, { defaultValues: empty });
  // The server names the refused fields; each message shows under its field, anything else above the button.
  const fieldErrors = add.error instanceof ApiError ? add.error.errors : {};
  const otherError = add.isError && !fieldErrors.Credits && !fieldErrors.Reason;
  return (
    <Form
      form={form}
      className="card credits-admin-form"
      aria-labelledby="credits-adjust-title"
      onValid={(values) =>
        add.mutate(values, {
          onSuccess: () => form.reset(empty),
          onError: (error) => showServerErrors(form, error, ADJUSTMENT_FIELDS),
        })
      }
    >
      <h3 id="credits-adjust-title">{t("creditsAdmin.adjustTitle")}</h3>
      <p>{t("creditsAdmin.adjustIntro")}</p>
      <FormTextField
        control={form.control}
        name="Credits"
        label={t("creditsAdmin.adjustCredits")}
        type="number"
        inputMode="numeric"
        step="1"
        min="-100"
        max="100"
        required
      />
      <FormTextArea
        control={form.control}
        name="Reason"
        label={t("creditsAdmin.adjustReason")}
        hint={t("creditsAdmin.adjustReasonHint")}
        rows={3}
        maxLength={300}
        required
      />
      <div>
        <Button type="submit" loading={add.isPending}>
          {t("creditsAdmin.adjustSave")}
        </Button>
      </div>
      {otherError ? (
        <p role="alert" className="credits-admin-error">
          {errorMessage(t, add.error)}
        </p>
      ) : add.isSuccess ? (
        <p role="status">{add.data.Message}</p>
      ) : null}
    </Form>
  );
}

function MemberLedger({ member }: { member: PickedMember }) {
  const { t } = useTranslation();
  const ledger = useUserCeus(member.Id, NO_FILTERS);
  const cycle = ledger.data?.Cycle;
  return (
    <section className="credits-ledger" aria-labelledby="credits-ledger-title">
      <h2 id="credits-ledger-title">{t("creditsAdmin.ledgerOf", { name: memberName(member) })}</h2>
      {ledger.isError ? <p role="alert">{errorMessage(t, ledger.error)}</p> : null}
      {cycle ? (
        <p className="credits-ledger__cycle">
          <strong>
            {t("creditsAdmin.cycleEarned", { earned: cycle.EarnedCredits, required: cycle.RequiredCredits })}
          </strong>{" "}
          <span className="muted">
            {t("creditsAdmin.cycleWindow", { start: formatDate(cycle.Start), end: formatDate(cycle.End) })}
          </span>
        </p>
      ) : null}
      <CeLedgerTable
        ledger={ledger}
        caption={t("creditsAdmin.ledgerCaption", { name: memberName(member) })}
        empty={t("creditsAdmin.ledgerEmpty")}
      />
      <AdjustmentForm key={member.Id} member={member} />
    </section>
  );
}

/** The Ledgers tab: find a member, read their CE ledger and cycle, add an adjustment (ADR 0050). */
export function LedgersTab() {
  const { t } = useTranslation();
  const [member, setMember] = useState<PickedMember | null>(null);
  return (
    <div className="credits-admin-tab">
      <p>{t("creditsAdmin.ledgersIntro")}</p>
      <MemberPicker onPick={setMember} />
      {member ? <MemberLedger member={member} /> : null}
    </div>
  );
}
