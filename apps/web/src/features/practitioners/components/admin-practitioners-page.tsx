import { PRACTITIONER_TYPES, type PractitionerType } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Checkbox, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AdminPractitioner,
  FIRST_ADMIN_PRACTITIONERS,
  useAdminChange,
  useAdminPractitioners,
} from "../api/practitioners.ts";
import "./practitioners.css";

function TypesEditor({ member }: { member: AdminPractitioner }) {
  const { t } = useTranslation();
  const change = useAdminChange();
  const [types, setTypes] = useState<PractitionerType[]>(member.PractitionerTypes);
  const name = `${member.FirstName} ${member.LastName}`;
  return (
    <fieldset className="practitioner-admin__types">
      <legend className="visually-hidden">{t("practitionerAdmin.typesFor", { name })}</legend>
      {PRACTITIONER_TYPES.map((type) => (
        <Checkbox
          key={type}
          label={t(`practitionerDirectory.types.${type}`)}
          checked={types.includes(type)}
          onChange={(event) =>
            setTypes(event.target.checked ? [...types, type] : types.filter((value) => value !== type))
          }
        />
      ))}
      <Button
        size="sm"
        variant="secondary"
        disabled={change.isPending}
        aria-label={t("practitionerAdmin.actionFor", { action: t("practitionerAdmin.saveTypes"), name })}
        onClick={() =>
          change.mutate(
            { kind: "types", UserId: member.UserId, PractitionerTypes: types },
            {
              onSuccess: (result) => toast.success(result.Message ?? ""),
              onError: (error) => toast.error(errorMessage(t, error)),
            },
          )
        }
      >
        {t("practitionerAdmin.saveTypes")}
      </Button>
    </fieldset>
  );
}

function PractitionerAdmin() {
  const { t } = useTranslation();
  const [params, setParams] = useState(FIRST_ADMIN_PRACTITIONERS);
  const [draft, setDraft] = useState("");
  const list = useAdminPractitioners(params);
  const change = useAdminChange();
  const items = list.data?.List ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / 20));
  const run = (payload: Parameters<typeof change.mutate>[0]) =>
    change.mutate(payload, {
      onSuccess: (result) => toast.success(result.Message ?? ""),
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  return (
    <>
      <form
        className="practitioner-search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ page: 1, search: draft.trim() });
        }}
      >
        <TextField
          label={t("practitionerAdmin.find")}
          type="search"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t("practitionerAdmin.findButton")}</Button>
      </form>
      {list.isError ? (
        <p role="alert" className="practitioner-error">
          {errorMessage(t, list.error)}
        </p>
      ) : null}
      <DataTable
        caption={t("practitionerAdmin.caption", { count: list.data?.TotalCount ?? 0 })}
        columns={[
          t("practitionerAdmin.member"),
          t("practitionerAdmin.status"),
          t("practitionerAdmin.types"),
          t("practitionerAdmin.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("practitionerAdmin.empty")}
        isEmpty={items.length === 0}
        minWidth="56rem"
      >
        {items.map((member) => {
          const name = `${member.FirstName} ${member.LastName}`;
          const verifyText = member.CredentialsVerifiedAt
            ? t("practitionerAdmin.unverify")
            : t("practitionerAdmin.verify");
          const listText = member.UnlistedByAdmin ? t("practitionerAdmin.relist") : t("practitionerAdmin.unlist");
          return (
            <tr key={member.UserId}>
              <th scope="row">
                {name}
                <br />
                <span className="muted">{member.Email}</span>
              </th>
              <td>
                {member.Visible
                  ? t("practitionerAdmin.visible")
                  : member.UnlistedByAdmin
                    ? t("practitionerAdmin.unlistedByAdmin")
                    : t("practitionerAdmin.hidden")}
                {member.CredentialsVerifiedAt ? (
                  <>
                    <br />
                    <span className="muted">{t("practitionerDirectory.verified")}</span>
                  </>
                ) : null}
              </td>
              <td>
                <TypesEditor key={member.PractitionerTypes.join(",")} member={member} />
              </td>
              <td>
                <div className="practitioner-admin__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={change.isPending}
                    aria-label={t("practitionerAdmin.actionFor", { action: verifyText, name })}
                    onClick={() =>
                      run({ kind: "verified", UserId: member.UserId, Value: !member.CredentialsVerifiedAt })
                    }
                  >
                    {verifyText}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={change.isPending}
                    aria-label={t("practitionerAdmin.actionFor", { action: listText, name })}
                    onClick={() => run({ kind: "unlisted", UserId: member.UserId, Value: !member.UnlistedByAdmin })}
                  >
                    {listText}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Pager
        page={params.page}
        pages={pages}
        label={t("practitionerAdmin.pages")}
        onPage={(page) => setParams({ ...params, page })}
      />
    </>
  );
}

/** /admin/practitioners: find a member, grant types, verify credentials, unlist or relist. */
export function AdminPractitionersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("practitionerAdmin.title"));
  return (
    <div className="container page practitioners">
      <header className="page-header">
        <h1>{t("practitionerAdmin.title")}</h1>
        <p className="muted">{t("practitionerAdmin.lead")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("practitionerAdmin.title")}
        forbiddenText={t("practitionerAdmin.forbidden")}
        loginText={t("practitionerAdmin.login")}
      >
        <PractitionerAdmin />
      </AdminGate>
    </div>
  );
}
