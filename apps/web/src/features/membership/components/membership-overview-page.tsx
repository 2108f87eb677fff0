import { PLAN_PERMISSIONS, type ProfileOverviewCard, type ProfileOverviewCardKey } from "@haa/domain";
import type { TFunction } from "i18next";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Checkbox } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { dollarsToCentsSafe } from "../amounts.ts";
import { type MembershipOverview, useMembershipOverview } from "../api/get-membership-overview-by-user-id.ts";
import { useUpdateOverviewCards } from "../api/update-profile-membership-overview-cards.ts";
import { membershipRoutes } from "../manifest.ts";
import { PERMISSION_KEYS } from "../permission-keys.ts";
import { ManageMembership } from "./manage-membership-page.tsx";
import { LoadError, Loading, MemberPage } from "./member-page.tsx";
import { MembershipFacts } from "./membership-summary.tsx";

function OverviewCard({ title, children, link }: { title: string; children: ReactNode; link?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card member-card overview-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {link ? <p className="overview-card__link">{link}</p> : null}
    </section>
  );
}

/** One overview card's content, or null when it has nothing to show (instructor credits for members). */
function renderCard(key: ProfileOverviewCardKey, overview: MembershipOverview, t: TFunction) {
  const membership = overview.Membership;
  const manage = <Link to={membershipRoutes.to("manageMembership")}>{t("overview.manageLink")}</Link>;
  switch (key) {
    case "Membership":
      return membership ? (
        <OverviewCard title={t("overview.cards.Membership")} link={manage}>
          <MembershipFacts membership={membership} />
        </OverviewCard>
      ) : (
        <OverviewCard title={t("overview.cards.Membership")}>
          <p className="muted">{t("manage.noMembership")}</p>
        </OverviewCard>
      );
    case "Renewal": {
      if (!membership) return null;
      const text =
        membership.NextRenewalDate && membership.NextRenewalAmount !== null
          ? t("overview.renewsOn", {
              date: formatDate(membership.NextRenewalDate),
              amount: formatPrice(dollarsToCentsSafe(membership.NextRenewalAmount)),
            })
          : membership.IsActive
            ? t("manage.autoRenewOff", { date: formatDate(membership.EndDateTime) ?? "" })
            : t("manage.autoRenewEnded");
      return (
        <OverviewCard title={t("overview.cards.Renewal")} link={manage}>
          <p>{text}</p>
        </OverviewCard>
      );
    }
    case "BillingDetails": {
      const card = overview.BillingDetails;
      return (
        <OverviewCard title={t("overview.cards.BillingDetails")} link={manage}>
          {card?.Last4 ? (
            <p>
              {t("overview.cardOnFile", { last4: card.Last4, expiry: card.ExpiryDate ?? "" })}
              {card.IsExpired ? ` ${t("manage.cardExpired")}` : ""}
            </p>
          ) : (
            <p className="muted">{t("manage.noCard")}</p>
          )}
        </OverviewCard>
      );
    }
    case "Invoices":
      return (
        <OverviewCard title={t("overview.cards.Invoices")} link={manage}>
          <p>{t("overview.invoiceCount", { n: overview.InvoiceCount })}</p>
          {overview.LastPayment ? (
            <p className="muted">
              {t("overview.lastPayment", {
                number: overview.LastPayment.InvoiceNumber,
                date: formatDate(overview.LastPayment.Date),
                amount: formatPrice(dollarsToCentsSafe(overview.LastPayment.Total)),
              })}
            </p>
          ) : null}
        </OverviewCard>
      );
    case "Permissions":
      return (
        <OverviewCard title={t("overview.cards.Permissions")}>
          <ul className="permission-list">
            {overview.Permissions.filter((p) => (PLAN_PERMISSIONS as readonly string[]).includes(p.Name)).map((p) => (
              <li key={p.Name} className={p.IsAllowed ? "permission permission--yes" : "permission permission--no"}>
                <span aria-hidden="true">{p.IsAllowed ? "✓" : "–"}</span>{" "}
                {t(`membershipPage.permissions.${PERMISSION_KEYS[p.Name as keyof typeof PERMISSION_KEYS]}`)}
                <span className="visually-hidden">: {p.IsAllowed ? t("common.yes") : t("common.no")}</span>
              </li>
            ))}
          </ul>
        </OverviewCard>
      );
    case "InstructorCredits": {
      const record = membership?.InstructorPreviousRecord;
      if (!record) return null;
      return (
        <OverviewCard
          title={t("overview.cards.InstructorCredits")}
          link={<Link to={membershipRoutes.to("manageInstructorMembership")}>{t("manage.instructorLink")}</Link>}
        >
          <p>
            {t("overview.credits", {
              credits: formatPrice(dollarsToCentsSafe(record.TotalCreditsEarned)),
              fee: formatPrice(dollarsToCentsSafe(record.LicensingFee)),
            })}
          </p>
        </OverviewCard>
      );
    }
  }
}

/** Show, hide and reorder the overview cards (User/UpdateProfileMembershipOveriewCards). */
function CardsEditor({ userId, cards, onDone }: { userId: number; cards: ProfileOverviewCard[]; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useUpdateOverviewCards();
  const [draft, setDraft] = useState(cards);

  const move = (index: number, by: -1 | 1) =>
    setDraft((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const submit = () =>
    save.mutate(
      { UserId: userId, Cards: draft.map((card, index) => ({ ...card, SortOrder: index })) },
      {
        onSuccess: (result) => {
          toast.success(result.Message);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <section className="card member-card cards-editor" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("overview.customizeTitle")}</h2>
      <p className="muted">{t("overview.customizeHint")}</p>
      <ol className="cards-editor__list">
        {draft.map((card, index) => {
          const name = t(`overview.cards.${card.Key}`);
          return (
            <li key={card.Key} className="cards-editor__item">
              <Checkbox
                label={name}
                checked={card.IsVisible}
                onChange={(event) =>
                  setDraft((list) =>
                    list.map((item) => (item.Key === card.Key ? { ...item, IsVisible: event.target.checked } : item)),
                  )
                }
              />
              <span className="cards-editor__moves">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t("overview.moveUp", { card: name })}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === draft.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t("overview.moveDown", { card: name })}
                >
                  ↓
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="member-card__actions">
        <Button onClick={submit} loading={save.isPending}>
          {t("overview.save")}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
      </div>
    </section>
  );
}

function Overview({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const overview = useMembershipOverview(userId);
  const [editing, setEditing] = useState(false);
  if (overview.isPending) return <Loading />;
  if (overview.isError) return <LoadError onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const visible = data.Cards.filter((card) => card.IsVisible);
  return (
    <div className="overview">
      <div className="overview__toolbar">
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t("overview.customize")}
          </Button>
        )}
      </div>
      {editing ? <CardsEditor userId={userId} cards={data.Cards} onDone={() => setEditing(false)} /> : null}
      {visible.length === 0 ? <p className="muted">{t("overview.allHidden")}</p> : null}
      <div className="overview__cards">
        {visible.map((card) => (
          <div key={card.Key} className="overview__slot">
            {renderCard(card.Key, data, t)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** /profile/membershipoverview: the membership overview with the member's choice of cards. */
export function MembershipOverviewPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("overview.title")} lead={t("overview.lead")}>
      {(user) => <Overview userId={user.Id} />}
    </MemberPage>
  );
}

/** /profile/membership: the management screen inside the profile. */
export function ProfileMembershipPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("memberArea.titles.manage")} lead={t("manage.lead")}>
      {(user) => <ManageMembership userId={user.Id} />}
    </MemberPage>
  );
}
