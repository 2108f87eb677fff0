import { grantManualSchema, type ManualDetails, manualDetailsSchema } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AdminManual,
  type AdminManualPurchase,
  type ManualFields,
  useAdminManuals,
  useGrantManual,
  useManualPurchases,
  useRefundManual,
  useSaveManual,
} from "../api/manuals.ts";
import "./manuals.css";

const EMPTY: ManualFields = { Title: "", Description: "", Language: "en", Price: "0", CourseId: "" };
const FIELDS = new Set(Object.keys(EMPTY));
const detailsSchema = manualDetailsSchema as unknown as z.ZodType<ManualDetails, ManualFields>;

type GrantFields = { UserId: string; ManualId: string };
type Grant = { UserId: number; ManualId: number };
const grantSchema = grantManualSchema as unknown as z.ZodType<Grant, GrantFields>;

const fieldsOf = (manual: AdminManual): ManualFields => ({
  Title: manual.Title,
  Description: manual.Description,
  Language: manual.Language,
  Price: String(manual.Price),
  CourseId: manual.CourseId === null ? "" : String(manual.CourseId),
});

function ManualForm({ editing, onDone }: { editing: AdminManual | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveManual();
  const form = useZodForm(detailsSchema, { defaultValues: editing ? fieldsOf(editing) : EMPTY });
  const [file, setFile] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  // The file pickers are not the schema's: their server messages, and a key that empties them after a save.
  const [fileErrors, setFileErrors] = useState<{ File?: string; Thumbnail?: string }>({});
  const [pickers, setPickers] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const onValid = (fields: ManualDetails) =>
    save.mutate(
      { id: editing?.Id ?? null, fields, file, thumbnail },
      {
        onSuccess: (result) => {
          setFileErrors({});
          setProblem(null);
          if (result.Message) toast.success(result.Message);
          form.reset(EMPTY);
          setFile(null);
          setThumbnail(null);
          setPickers((key) => key + 1);
          onDone();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.errors : {};
          setFileErrors({ File: fieldErrors.File, Thumbnail: fieldErrors.Thumbnail });
          for (const [field, message] of Object.entries(fieldErrors)) {
            if (FIELDS.has(field)) form.setError(field as keyof ManualFields, { type: "server", message });
          }
          setProblem(errorMessage(t, error));
        },
      },
    );
  return (
    <Form form={form} onValid={onValid} className="card manual-admin__form" aria-labelledby="manual-admin-form">
      <h2 id="manual-admin-form">
        {editing ? t("manualAdmin.editing", { title: editing.Title }) : t("manualAdmin.add")}
      </h2>
      {problem ? <p role="alert">{problem}</p> : null}
      <FormTextField control={form.control} name="Title" label={t("manualAdmin.fieldTitle")} maxLength={150} />
      <FormTextArea control={form.control} name="Description" label={t("manualAdmin.description")} rows={3} />
      <div className="manual-admin__grid">
        <FormTextField control={form.control} name="Language" label={t("manualAdmin.language")} maxLength={2} />
        <FormTextField
          control={form.control}
          name="Price"
          label={t("manualAdmin.price")}
          type="number"
          min={0}
          step="0.01"
        />
        <FormTextField control={form.control} name="CourseId" label={t("manualAdmin.courseId")} type="number" min={1} />
      </div>
      {editing ? null : (
        <div className="manual-admin__grid" key={pickers}>
          <TextField
            label={t("manualAdmin.file")}
            hint={t("manualAdmin.fileHint")}
            type="file"
            accept="application/pdf"
            error={fileErrors.File}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <TextField
            label={t("manualAdmin.cover")}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            error={fileErrors.Thumbnail}
            onChange={(e) => setThumbnail(e.target.files?.[0] ?? null)}
          />
        </div>
      )}
      <div className="manual-admin__actions">
        <Button type="submit" loading={save.isPending}>
          {t("manualAdmin.save")}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t("manualAdmin.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function GrantForm({ manuals }: { manuals: AdminManual[] }) {
  const { t } = useTranslation();
  const grant = useGrantManual();
  const form = useZodForm(grantSchema, { defaultValues: { UserId: "", ManualId: "" } });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Form
      form={form}
      className="card manual-admin__form"
      aria-labelledby="manual-grant-title"
      onValid={(values) =>
        grant.mutate(values, {
          onSuccess: (result) => {
            setProblem(null);
            toast.success(`${result.Message ?? ""} ${result.Data.PurchaseId}`.trim());
          },
          onError: (error) => setProblem(errorMessage(t, error)),
        })
      }
    >
      <h2 id="manual-grant-title">{t("manualAdmin.grantTitle")}</h2>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="manual-admin__grid">
        <FormTextField control={form.control} name="UserId" label={t("manualAdmin.memberId")} type="number" min={1} />
        <FormSelect
          control={form.control}
          name="ManualId"
          label={t("manualAdmin.manual")}
          placeholder={t("manualAdmin.chooseManual")}
          options={manuals.map((manual) => ({ value: String(manual.Id), label: manual.Title }))}
        />
      </div>
      <div className="manual-admin__actions">
        <Button type="submit" loading={grant.isPending}>
          {t("manualAdmin.grant")}
        </Button>
      </div>
    </Form>
  );
}

const SOURCE_KEYS = {
  purchase: "manualAdmin.sourcePurchase",
  course: "manualAdmin.sourceCourse",
  admin: "manualAdmin.sourceAdmin",
} as const;

/**
 * The copies of one manual; a bought copy can be refunded (ADR 0051). The refund asks once more, since the
 * member loses the copy; the server refunds once even if the button were pressed twice.
 */
function Purchases({ manual, onClose }: { manual: AdminManual; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useManualPurchases(manual.Id);
  const refund = useRefundManual();
  const [confirming, setConfirming] = useState<AdminManualPurchase | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = list.data?.List ?? [];
  const money = (amount: number | null) => (amount === null ? "" : formatPrice(Math.round(amount * 100)));
  return (
    <Dialog
      open
      onClose={onClose}
      width={700}
      title={t("manualAdmin.purchasesTitle", { title: manual.Title })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("manualAdmin.close")}
        </Button>
      }
    >
      {problem ? <p role="alert">{problem}</p> : null}
      {list.isError ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      {confirming ? (
        <section className="card manual-admin__confirm" aria-labelledby="manual-refund-confirm">
          <p id="manual-refund-confirm">
            {t("manualAdmin.refundConfirm", { amount: money(confirming.Amount), name: confirming.Name })}
          </p>
          <div className="manual-admin__actions">
            <Button
              data-autofocus
              loading={refund.isPending}
              onClick={() => {
                if (confirming.PaymentId === null) return;
                refund.mutate(confirming.PaymentId, {
                  onSuccess: (result) => {
                    setProblem(null);
                    setConfirming(null);
                    if (result.Message) toast.success(result.Message);
                  },
                  onError: (error) => {
                    setConfirming(null);
                    setProblem(errorMessage(t, error));
                  },
                });
              }}
            >
              {t("manualAdmin.refund")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t("manualAdmin.cancel")}
            </Button>
          </div>
        </section>
      ) : null}
      <DataTable
        caption={t("manualAdmin.purchasesCaption")}
        columns={[
          t("manualAdmin.member"),
          t("manualAdmin.source"),
          t("manualAdmin.paid"),
          t("manualAdmin.purchaseNumber"),
          t("manualAdmin.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("manualAdmin.purchasesEmpty")}
        isEmpty={rows.length === 0}
        minWidth="36rem"
      >
        {rows.map((row) => (
          <tr key={row.CopyId}>
            <th scope="row">
              {row.Name}
              <br />
              <span className="muted">{row.Email}</span>
            </th>
            <td>
              {t(SOURCE_KEYS[row.Source])}
              <br />
              <span className="muted">{formatDate(row.GrantedAt)}</span>
            </td>
            <td>
              {row.PaymentId !== null
                ? `${money(row.Amount)} (${t(row.Method === "paypal" ? "manualAdmin.methodPaypal" : "manualAdmin.methodCard")})`
                : ""}
            </td>
            <td>{row.PurchaseId}</td>
            <td>
              {row.PaymentId !== null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("manualAdmin.refundLabel", { name: row.Name, id: row.PurchaseId })}
                  onClick={() => setConfirming(row)}
                >
                  {t("manualAdmin.refund")}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>
    </Dialog>
  );
}

function ManualAdmin() {
  const { t } = useTranslation();
  const list = useAdminManuals();
  const [editing, setEditing] = useState<AdminManual | null>(null);
  const [copiesOf, setCopiesOf] = useState<AdminManual | null>(null);
  const items = list.data?.List ?? [];
  return (
    <>
      <ManualForm key={editing?.Id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      {list.isError ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      <DataTable
        caption={t("manualAdmin.caption", { count: list.data?.TotalCount ?? 0 })}
        columns={[
          t("manualAdmin.fieldTitle"),
          t("manualAdmin.language"),
          t("manualAdmin.price"),
          t("manualAdmin.owners"),
          t("manualAdmin.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("manualAdmin.empty")}
        isEmpty={items.length === 0}
        minWidth="40rem"
      >
        {items.map((manual) => (
          <tr key={manual.Id}>
            <th scope="row">{manual.Title}</th>
            <td>{manual.Language}</td>
            <td>{formatPrice(Math.round(manual.Price * 100))}</td>
            <td>{manual.Owners}</td>
            <td>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("manualAdmin.editLabel", { title: manual.Title })}
                onClick={() => setEditing(manual)}
              >
                {t("manualAdmin.edit")}
              </Button>{" "}
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("manualAdmin.purchasesLabel", { title: manual.Title })}
                onClick={() => setCopiesOf(manual)}
              >
                {t("manualAdmin.purchases")}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <GrantForm manuals={items} />
      {copiesOf ? <Purchases manual={copiesOf} onClose={() => setCopiesOf(null)} /> : null}
    </>
  );
}

/** /admin/manuals (administrators): the digital manuals, their source PDFs, and copies given to members. */
export function AdminManualsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("manualAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("manualAdmin.title")}</h1>
        <p className="muted">{t("manualAdmin.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("manualAdmin.title")}
        forbiddenText={t("manualAdmin.forbidden")}
        loginText={t("manualAdmin.login")}
      >
        <ManualAdmin />
      </AdminGate>
    </div>
  );
}
