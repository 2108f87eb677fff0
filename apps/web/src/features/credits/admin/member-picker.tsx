import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { type AdminUser, useMemberSearch } from "../api/credits.ts";

export type PickedMember = Pick<AdminUser, "Id" | "FirstName" | "LastName" | "Email">;

export const memberName = (member: PickedMember) => `${member.FirstName} ${member.LastName}`.trim();

/**
 * Finds a member by name or e-mail through the administrators' user search (Admin/GetUsers, the call
 * /admin/users uses) and hands the chosen one up.
 */
export function MemberPicker({ onPick, label }: { onPick: (member: PickedMember) => void; label?: string }) {
  const { t } = useTranslation();
  const resultsId = useId();
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const members = useMemberSearch(search);
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  const list = members.data?.List ?? [];
  return (
    <div className="credits-picker">
      {/* A nested <form> is invalid inside a dialog's form, so the search submits on Enter by itself. */}
      <div className="credits-picker__row">
        <TextField
          type="search"
          label={label ?? t("creditsAdmin.memberSearch")}
          hint={t("creditsAdmin.memberSearchHint")}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") submit(event);
          }}
          aria-controls={resultsId}
        />
        <Button variant="secondary" onClick={submit} loading={members.isFetching}>
          {t("creditsAdmin.find")}
        </Button>
      </div>
      <div id={resultsId} aria-live="polite">
        {members.isError ? <p role="alert">{errorMessage(t, members.error)}</p> : null}
        {search && members.data && list.length === 0 ? <p>{t("creditsAdmin.noMembers")}</p> : null}
        {list.length > 0 ? (
          <ul className="credits-picker__results" aria-label={t("creditsAdmin.membersFound")}>
            {list.map((member) => (
              <li key={member.Id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    onPick(member);
                    setSearch("");
                    setDraft("");
                  }}
                >
                  {t("creditsAdmin.choose", { name: memberName(member) })}
                </Button>{" "}
                <span className="muted">{member.Email}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
