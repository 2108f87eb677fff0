import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useAgreementVersions, usePublishAgreement } from "../api/coordinators.ts";
import "./coordinators.css";

function AgreementAdmin() {
  const { t } = useTranslation();
  const versions = useAgreementVersions();
  const publish = usePublishAgreement();
  const latest = versions.data?.[0];
  const [title, setTitle] = useState<string | null>(null);
  const [body, setBody] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleValue = title ?? latest?.Title ?? "";
  const bodyValue = body ?? latest?.Body ?? "";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      toast.success((await publish.mutateAsync({ Title: titleValue, Body: bodyValue })).Message);
      setTitle(null);
      setBody(null);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else toast.error(errorMessage(t, error));
    }
  };
  const versionsTitle = t("coordinatorsUi.versionsTitle");
  return (
    <>
      <section className="card coordinator-card">
        <h2>{t("coordinatorsUi.publishTitle")}</h2>
        <p>{t("coordinatorsUi.publishWarning")}</p>
        <form className="coordinator-form" onSubmit={submit} noValidate>
          <TextField
            label={t("coordinatorsUi.agreementTitleField")}
            value={titleValue}
            maxLength={150}
            error={errors.Title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextArea
            label={t("coordinatorsUi.agreementBodyField")}
            value={bodyValue}
            rows={14}
            maxLength={20000}
            error={errors.Body}
            onChange={(event) => setBody(event.target.value)}
          />
          <div className="coordinator-tools__actions">
            <Button type="submit" disabled={publish.isPending}>
              {t("coordinatorsUi.publish")}
            </Button>
          </div>
        </form>
      </section>
      <DataTable
        caption={versionsTitle}
        columns={[
          t("coordinatorsUi.version"),
          t("coordinatorsUi.agreementTitleField"),
          t("coordinatorsUi.published"),
          t("coordinatorsUi.acceptances"),
        ]}
        pending={versions.isPending}
        busy={versions.isFetching}
        empty={t("coordinatorsUi.noAgreement")}
        isEmpty={(versions.data?.length ?? 0) === 0}
        minWidth="30rem"
      >
        {versions.data?.map((version) => (
          <tr key={version.Id}>
            <th scope="row">{version.Version}</th>
            <td>{version.Title}</td>
            <td>{formatDate(version.PublishedAt)}</td>
            <td>{version.Acceptances}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** `/admin/coordinator-agreement`: the agreement's versions; publishing one asks every coordinator again. */
export function AdminCoordinatorAgreementPage() {
  const { t } = useTranslation();
  const title = t("coordinatorsUi.titleAdmin");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <AdminGate
        forbiddenTitle={t("coordinatorsUi.adminForbiddenTitle")}
        forbiddenText={t("coordinatorsUi.adminForbiddenText")}
        loginText={t("coordinatorsUi.adminLoginText")}
      >
        <AgreementAdmin />
      </AdminGate>
    </div>
  );
}
