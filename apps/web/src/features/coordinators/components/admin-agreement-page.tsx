import { AGREEMENT_BODY_MAX, AGREEMENT_TITLE_MAX, type PublishAgreement } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useAgreementVersions, usePublishAgreement } from "../api/coordinators.ts";
import "./coordinators.css";

const publishSchema = new LazySchema(() =>
  import("../coordinator-schemas.ts").then((module) => module.publishAgreementSchema),
);

/** The publish form starts from the latest version's text (a new version is usually an edit of it). */
function PublishForm({ latest }: { latest: { Title: string; Body: string } | undefined }) {
  const { t } = useTranslation();
  const publish = usePublishAgreement();
  const form = useZodForm(publishSchema, {
    defaultValues: { Title: latest?.Title ?? "", Body: latest?.Body ?? "" },
  });
  const submit = async (values: PublishAgreement) => {
    try {
      toast.success((await publish.mutateAsync(values)).Message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === "Title" || field === "Body") form.setError(field, { type: "server", message });
        }
      } else toast.error(errorMessage(t, error));
    }
  };
  return (
    <Form form={form} className="coordinator-form" onValid={submit}>
      <FormTextField
        control={form.control}
        name="Title"
        label={t("coordinatorsUi.agreementTitleField")}
        maxLength={AGREEMENT_TITLE_MAX}
      />
      <FormTextArea
        control={form.control}
        name="Body"
        label={t("coordinatorsUi.agreementBodyField")}
        rows={14}
        maxLength={AGREEMENT_BODY_MAX}
      />
      <div className="coordinator-tools__actions">
        <Button type="submit" disabled={publish.isPending}>
          {t("coordinatorsUi.publish")}
        </Button>
      </div>
    </Form>
  );
}

function AgreementAdmin() {
  const { t } = useTranslation();
  const versions = useAgreementVersions();
  const latest = versions.data?.[0];
  const versionsTitle = t("coordinatorsUi.versionsTitle");
  return (
    <>
      <section className="card coordinator-card">
        <h2>{t("coordinatorsUi.publishTitle")}</h2>
        <p>{t("coordinatorsUi.publishWarning")}</p>
        {/* Publishing makes a new latest version: the form starts again from its text. */}
        <PublishForm key={latest?.Id ?? 0} latest={latest} />
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
