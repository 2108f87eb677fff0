import { findLevel, rejectTestimonialSchema, TESTIMONIAL_REASON_MAX } from "@haa/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextArea } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_TESTIMONIALS_PAGE_SIZE,
  type AdminTestimonial,
  adminTestimonialParams,
  type ModerationAction,
  TESTIMONIAL_STATUS_FILTERS,
  type TestimonialStatusFilter,
  useAdminTestimonials,
  useModerateTestimonial,
} from "../api/testimonials.ts";
import "./testimonials.css";

function Item({
  item,
  onAction,
  onReject,
  onDelete,
}: {
  item: AdminTestimonial;
  onAction: (action: ModerationAction) => void;
  onReject: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = item.AuthorName || item.AuthorEmail;
  const level = item.MembershipId === null ? undefined : findLevel(item.MembershipId);
  return (
    <li className="card testimonials-admin__item">
      <h3>
        {item.DisplayName}{" "}
        <span className="muted">
          ({name}, {item.AuthorEmail})
        </span>
      </h3>
      <p className="muted">
        {[
          t(`testimonialsAdmin.${item.Status}`),
          level ? t(`plans.${level.name}.name`) : null,
          item.Location,
          t("testimonialsAdmin.submitted", { date: formatDate(item.CreatedAt) ?? "" }),
          item.IsFeatured ? t("testimonialsPage.featured") : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p lang={item.Lang}>{item.Text}</p>
      {item.RejectionReason ? (
        <p className="muted">{t("testimonialsAdmin.reason", { reason: item.RejectionReason })}</p>
      ) : null}
      <div className="testimonials-admin__actions">
        {item.Status !== "approved" ? (
          <Button
            size="sm"
            aria-label={t("testimonialsAdmin.approveItem", { name: item.DisplayName })}
            onClick={() => onAction({ kind: "approve", id: item.Id })}
          >
            {t("testimonialsAdmin.approve")}
          </Button>
        ) : null}
        {item.Status !== "rejected" ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("testimonialsAdmin.rejectItem", { name: item.DisplayName })}
            onClick={onReject}
          >
            {t("testimonialsAdmin.reject")}
          </Button>
        ) : null}
        {item.Status === "approved" ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(item.IsFeatured ? "testimonialsAdmin.unfeatureItem" : "testimonialsAdmin.featureItem", {
              name: item.DisplayName,
            })}
            onClick={() => onAction({ kind: "feature", id: item.Id, featured: !item.IsFeatured })}
          >
            {item.IsFeatured ? t("testimonialsAdmin.unfeature") : t("testimonialsAdmin.feature")}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="testimonials-admin__danger"
          aria-label={t("testimonialsAdmin.deleteItem", { name: item.DisplayName })}
          onClick={onDelete}
        >
          {t("testimonialsAdmin.delete")}
        </Button>
      </div>
    </li>
  );
}

function Moderation() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = adminTestimonialParams(params);
  const { page, status } = shown;
  const list = useAdminTestimonials(shown);
  const moderate = useModerateTestimonial();
  const [rejecting, setRejecting] = useState<AdminTestimonial | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_TESTIMONIALS_PAGE_SIZE));
  const items = list.data?.List ?? [];

  const go = (next: { status?: TestimonialStatusFilter; page?: number }) => {
    const query = new URLSearchParams();
    query.set("status", next.status ?? status);
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    setParams(query);
  };

  const run = (action: ModerationAction, after?: () => void) =>
    moderate.mutate(action, {
      onSuccess: (result) => {
        toast.success(result.Message || t("common.ok"));
        after?.();
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  const confirmReject = () => {
    if (!rejecting) return;
    const parsed = rejectTestimonialSchema.safeParse({ Reason: reason });
    if (!parsed.success) {
      setReasonError(translateMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    run({ kind: "reject", id: rejecting.Id, reason: parsed.data.Reason }, () => setRejecting(null));
  };

  let body: ReactNode;
  if (list.isPending) body = <p>{t("testimonialsAdmin.loading")}</p>;
  else if (items.length === 0) body = <p>{t("testimonialsAdmin.empty")}</p>;
  else
    body = (
      <ul className="testimonials-admin__list" aria-busy={list.isFetching || undefined}>
        {items.map((item) => (
          <Item
            key={item.Id}
            item={item}
            onAction={(action) => run(action)}
            onReject={() => {
              setReason("");
              setReasonError(undefined);
              setRejecting(item);
            }}
            onDelete={() => setDeleting(item)}
          />
        ))}
      </ul>
    );

  return (
    <>
      <div className="testimonials-admin__filters">
        <Select
          label={t("testimonialsAdmin.statusLabel")}
          value={status}
          options={TESTIMONIAL_STATUS_FILTERS.map((value) => ({ value, label: t(`testimonialsAdmin.${value}`) }))}
          onChange={(event) => go({ status: event.target.value as TestimonialStatusFilter })}
        />
      </div>
      {list.isError ? (
        <p role="alert" className="testimonials__error">
          {errorMessage(t, list.error)}
        </p>
      ) : null}
      <p className="muted" aria-live="polite">
        {t("testimonialsAdmin.caption", { total })}
      </p>
      {body}
      <Pager page={page} pages={pages} label={t("testimonialsPage.pagination")} onPage={(to) => go({ page: to })} />

      <Dialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("testimonialsAdmin.rejectTitle")}
        width={500}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(null)}>
              {t("common.cancel")}
            </Button>
            <Button variant="danger" loading={moderate.isPending} onClick={confirmReject}>
              {t("testimonialsAdmin.rejectConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("testimonialsAdmin.rejectText")}</p>
        <TextArea
          label={t("testimonialsAdmin.rejectReason")}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          error={reasonError}
          maxLength={TESTIMONIAL_REASON_MAX}
          rows={4}
        />
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("testimonialsAdmin.deleteTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} data-autofocus>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={moderate.isPending}
              onClick={() => deleting && run({ kind: "delete", id: deleting.Id }, () => setDeleting(null))}
            >
              {t("testimonialsAdmin.deleteConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("testimonialsAdmin.deleteText", { name: deleting?.DisplayName ?? "" })}</p>
      </Dialog>
    </>
  );
}

/** /admin/testimonials (administrators): the approval queue and every testimonial's moderation. */
export function AdminTestimonialsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("testimonialsAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <span className="eyebrow">{t("testimonialsAdmin.eyebrow")}</span>
        <h1>{t("testimonialsAdmin.title")}</h1>
      </header>
      <AdminGate
        forbiddenTitle={t("testimonialsAdmin.forbiddenTitle")}
        forbiddenText={t("testimonialsAdmin.forbiddenText")}
        loginText={t("testimonialsAdmin.loginText")}
      >
        <Moderation />
      </AdminGate>
    </div>
  );
}
