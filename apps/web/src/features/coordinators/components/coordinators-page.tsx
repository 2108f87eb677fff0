import {
  COORDINATOR_MESSAGE_MAX,
  type CoordinatorPreferences,
  DEFAULT_COORDINATOR_PREFERENCES,
  type InstructorCoordinator,
  type InviteByEmail,
  type LinkStatus,
} from "@haa/domain";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { hasInstructorLevel } from "../../../shared/session/stored-level.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Checkbox } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  FIRST_COORDINATORS_PAGE,
  useArchivedCoordinators,
  useInvite,
  useMyCoordinators,
  useRemove,
  useUnarchive,
  useUpdatePreference,
} from "../api/coordinators.ts";
import "./coordinators.css";
import { accountRoutes } from "../../account/manifest.ts";
import { coursesRoutes } from "../../courses/manifest.ts";
import { coordinatorsRoutes } from "../manifest.ts";

/** The coordinator's name, or the invited address while they have no account. */
export function personName(person: InstructorCoordinator["Coordinator"]): string {
  const name = `${person.FirstName} ${person.LastName}`.trim();
  return name || person.Email;
}

export function StatusBadge({ status }: { status: LinkStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`coordinator-status${status === "Active" ? " coordinator-status--active" : ""}`}>
      {t(`coordinatorsUi.status${status}`)}
    </span>
  );
}

async function run(t: TFunction, action: () => Promise<{ Message: string }>) {
  try {
    toast.success((await action()).Message);
    return true;
  } catch (error) {
    toast.error(errorMessage(t, error));
    return false;
  }
}

type PreferenceKey = keyof CoordinatorPreferences;
const PREFERENCE_LABELS = {
  CanManageSeminars: "coordinatorsUi.canManageSeminars",
  CanManageLocations: "coordinatorsUi.canManageLocations",
  ReceivesStudentMails: "coordinatorsUi.receivesStudentMails",
} as const satisfies Record<PreferenceKey, string>;
const PREFERENCE_KEYS = Object.keys(PREFERENCE_LABELS) as PreferenceKey[];

/** One checkbox per permission, in the same order and words wherever permissions are chosen. */
function PermissionChecks({
  value,
  onToggle,
  errors = {},
}: {
  value: CoordinatorPreferences;
  onToggle: (key: PreferenceKey) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return PREFERENCE_KEYS.map((key) => (
    <Checkbox
      key={key}
      label={t(PREFERENCE_LABELS[key])}
      checked={value[key]}
      error={errors[key]}
      onChange={() => onToggle(key)}
    />
  ));
}

type InviteValues = { Email: string; Message: string } & CoordinatorPreferences;
const EMPTY_INVITE: InviteValues = { Email: "", Message: "", ...DEFAULT_COORDINATOR_PREFERENCES };

// The rules of Coordinator/AddInstructorCoordinator, loaded with the dialog's first focus or submit (ADR 0061).
const inviteSchema = new LazySchema<InviteValues, InviteByEmail>(() =>
  import("../coordinator-schemas.ts").then(
    (module) => module.inviteByEmailSchema as unknown as z.ZodType<InviteByEmail, InviteValues>,
  ),
);

/** The invite dialog: an e-mail address, the permissions, an optional note; server messages shown by the field. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const form = useZodForm(inviteSchema, { defaultValues: EMPTY_INVITE });
  const values = form.watch();
  const errors: Record<string, string> = {};
  for (const key of PREFERENCE_KEYS) {
    const message = form.formState.errors[key]?.message;
    if (message) errors[key] = translateMessage(t, message);
  }
  const submit = async (invitation: InviteByEmail) => {
    try {
      const answer = await invite.mutateAsync(invitation);
      toast.success(answer.Message);
      form.reset(EMPTY_INVITE);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in EMPTY_INVITE) form.setError(field as keyof InviteValues, { type: "server", message });
        }
      } else form.setError("Email", { type: "server", message: errorMessage(t, error) });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t("coordinatorsUi.invite")}>
      <Form form={form} className="coordinator-form" onValid={submit} onFocus={inviteSchema.preload}>
        <FormTextField
          control={form.control}
          name="Email"
          label={t("coordinatorsUi.inviteEmail")}
          type="email"
          autoComplete="off"
          required
          maxLength={254}
        />
        <fieldset className="coordinator-form__permissions">
          <legend>{t("coordinatorsUi.permissions")}</legend>
          <PermissionChecks
            value={values}
            errors={errors}
            onToggle={(key) => form.setValue(key, !form.getValues(key), { shouldValidate: form.formState.isSubmitted })}
          />
        </fieldset>
        <FormTextArea
          control={form.control}
          name="Message"
          label={t("coordinatorsUi.inviteMessage")}
          maxLength={COORDINATOR_MESSAGE_MAX}
          rows={3}
        />
        <div className="coordinator-tools__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("coordinatorsUi.cancel")}
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {t("coordinatorsUi.send")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** What the coordinator may do for the instructor (UpdateInstructorCoordinatorPreference). */
function PreferencesDialog({ link, onClose }: { link: InstructorCoordinator | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePreference();
  const [draft, setDraft] = useState<CoordinatorPreferences | null>(null);
  const value = draft ?? link;
  if (!link || !value) return null;
  const toggle = (key: PreferenceKey) => setDraft({ ...value, [key]: !value[key] });
  const save = async () => {
    const done = await run(t, () =>
      update.mutateAsync({
        Id: link.Id,
        CanManageSeminars: value.CanManageSeminars,
        CanManageLocations: value.CanManageLocations,
        ReceivesStudentMails: value.ReceivesStudentMails,
      }),
    );
    if (done) {
      setDraft(null);
      onClose();
    }
  };
  const close = () => {
    setDraft(null);
    onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t("coordinatorsUi.editPermissionsNamed", { name: personName(link.Coordinator) })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("coordinatorsUi.cancel")}
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            {t("coordinatorsUi.save")}
          </Button>
        </>
      }
    >
      <div className="coordinator-form">
        <PermissionChecks value={value} onToggle={toggle} />
      </div>
    </Dialog>
  );
}

function permissionsOf(t: TFunction, link: InstructorCoordinator): string {
  return PREFERENCE_KEYS.filter((key) => link[key])
    .map((key) => t(PREFERENCE_LABELS[key]))
    .join(", ");
}

export function CoordinatorTools({ title }: { title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_COORDINATORS_PAGE);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<InstructorCoordinator | null>(null);
  const list = useMyCoordinators(page);
  const remove = useRemove();
  const data = list.data;
  return (
    <section>
      <p>{t("coordinatorsUi.leadCoordinators")}</p>
      <div className="coordinator-tools__actions">
        <Button onClick={() => setInviting(true)}>{t("coordinatorsUi.invite")}</Button>
        <Link to={coordinatorsRoutes.to("coordinatorArchived")}>{t("coordinatorsUi.showArchived")}</Link>
      </div>
      {list.isError ? <p role="alert">{t("coordinatorsUi.loadError")}</p> : null}
      <DataTable
        caption={title}
        columns={[
          t("coordinatorsUi.name"),
          t("coordinatorsUi.email"),
          t("coordinatorsUi.status"),
          t("coordinatorsUi.permissions"),
          t("coordinatorsUi.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("coordinatorsUi.empty")}
        isEmpty={(data?.List.length ?? 0) === 0}
        minWidth="44rem"
      >
        {data?.List.map((link) => {
          const name = personName(link.Coordinator);
          const pending = link.Status === "Pending";
          return (
            <tr key={link.Id}>
              <th scope="row">{name}</th>
              <td>{link.Coordinator.Email}</td>
              <td>
                <StatusBadge status={link.Status} />
              </td>
              <td>{permissionsOf(t, link)}</td>
              <td>
                <div className="coordinator-tools__row-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("coordinatorsUi.editPermissionsNamed", { name })}
                    onClick={() => setEditing(link)}
                  >
                    {t("coordinatorsUi.editPermissions")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t(pending ? "coordinatorsUi.withdrawNamed" : "coordinatorsUi.archiveNamed", { name })}
                    disabled={remove.isPending}
                    onClick={() => run(t, () => remove.mutateAsync(link.Id))}
                  >
                    {t(pending ? "coordinatorsUi.withdraw" : "coordinatorsUi.archive")}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Pager page={page} pages={data ? Math.ceil(data.TotalCount / data.PageSize) : 1} label={title} onPage={setPage} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <PreferencesDialog link={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

/** What a member who is not an instructor sees instead of the tools: the reason and the way to teach. */
function InstructorsOnly() {
  const { t } = useTranslation();
  return (
    <div className="card reading" role="note">
      <h2>{t("coordinatorsUi.instructorsOnlyTitle")}</h2>
      <p>{t("coordinatorsUi.instructorsOnly")}</p>
      <Link to={coursesRoutes.to("becomeInstructor")}>{t("coordinatorsUi.becomeInstructor")}</Link>
    </div>
  );
}

/** `/coordinators`: the signed-in instructor's coordinators. */
export function CoordinatorsPage() {
  const { t } = useTranslation();
  const title = t("coordinatorsUi.titleCoordinators");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => (hasInstructorLevel(user) ? <CoordinatorTools title={title} /> : <InstructorsOnly />)}
      </MemberGate>
    </div>
  );
}

function ArchivedTools({ title }: { title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_COORDINATORS_PAGE);
  const list = useArchivedCoordinators(page);
  const unarchive = useUnarchive();
  const remove = useRemove();
  const data = list.data;
  return (
    <section>
      <p>{t("coordinatorsUi.leadArchived")}</p>
      <div className="coordinator-tools__actions">
        <Link to={coordinatorsRoutes.to("coordinators")}>{t("coordinatorsUi.back")}</Link>
      </div>
      {list.isError ? <p role="alert">{t("coordinatorsUi.loadError")}</p> : null}
      <DataTable
        caption={title}
        columns={[
          t("coordinatorsUi.name"),
          t("coordinatorsUi.email"),
          t("coordinatorsUi.invited"),
          t("coordinatorsUi.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("coordinatorsUi.emptyArchived")}
        isEmpty={(data?.List.length ?? 0) === 0}
        minWidth="36rem"
      >
        {data?.List.map((link) => {
          const name = personName(link.Coordinator);
          return (
            <tr key={link.Id}>
              <th scope="row">{name}</th>
              <td>{link.Coordinator.Email}</td>
              <td>{formatDate(link.InvitedAt)}</td>
              <td>
                <div className="coordinator-tools__row-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("coordinatorsUi.unarchiveNamed", { name })}
                    disabled={unarchive.isPending}
                    onClick={() => run(t, () => unarchive.mutateAsync(link.Id))}
                  >
                    {t("coordinatorsUi.unarchive")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("coordinatorsUi.removeNamed", { name })}
                    disabled={remove.isPending}
                    onClick={() => run(t, () => remove.mutateAsync(link.Id))}
                  >
                    {t("coordinatorsUi.remove")}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Pager page={page} pages={data ? Math.ceil(data.TotalCount / data.PageSize) : 1} label={title} onPage={setPage} />
    </section>
  );
}

/** `/coordinatorarchived`: archived coordinators (and declined invitations). */
export function ArchivedCoordinatorsPage() {
  const { t } = useTranslation();
  const title = t("coordinatorsUi.titleArchived");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => (hasInstructorLevel(user) ? <ArchivedTools title={title} /> : <InstructorsOnly />)}
      </MemberGate>
    </div>
  );
}
