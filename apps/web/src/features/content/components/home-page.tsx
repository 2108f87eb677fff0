import { SIGNUP_PLANS } from "@haa/domain";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import "./content.css";
import { accountRoutes } from "../../account/manifest.ts";
import { coursesRoutes } from "../../courses/manifest.ts";
import { forumRoutes } from "../../forum/manifest.ts";
import { membershipRoutes } from "../../membership/manifest.ts";
import { practitionersRoutes } from "../../practitioners/manifest.ts";
import { seminarsRoutes } from "../../seminars/manifest.ts";

const HIGHLIGHTS = [
  { key: "courses", to: coursesRoutes.to("courses") },
  { key: "practitioners", to: practitionersRoutes.to("practitioners") },
  { key: "community", to: forumRoutes.to("forum") },
] as const;

const VALUES = ["learn", "practise", "belong"] as const;

function HighlightIcon({ kind }: { kind: (typeof HIGHLIGHTS)[number]["key"] }) {
  const paths = {
    courses: "M4 7l8-4 8 4-8 4-8-4zM7 9v5c0 1.5 2.2 3 5 3s5-1.5 5-3V9M20 7v6",
    practitioners: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5",
    community:
      "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M14 15.2c.6-.1 1.3-.2 2-.2 3.3 0 6 2 6 5",
  } as const;
  return (
    <svg className="highlight__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface HomePageProps {
  /** The latest blog posts (page 1, 5 items), composed in the content area's route module: features never import features. */
  LatestBlogs?: ComponentType;
  /** The latest forum posts (3; titles only for visitors), composed the same way. */
  LatestForumPosts?: ComponentType;
  /** A logged-in member's personal panel (next seminar, membership), composed the same way. */
  MemberPanel?: ComponentType<{ userId: number; name: string }>;
}

/**
 * Home: what the association offers. A visitor gets the 'Register Today' calls; a logged-in member gets their
 * personal panel in the hero's side card and the latest forum activity first, and no sign-up calls. The hero's
 * text is the same for both: the server paints it before the JavaScript (first-screen.ts).
 */
export function HomePage({ LatestBlogs, LatestForumPosts, MemberPanel }: HomePageProps = {}) {
  const { t } = useTranslation();
  useDocumentTitle();
  const session = useSession();
  const member = session.token && session.user ? session.user : null;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <span className="eyebrow">{t("home.eyebrow")}</span>
            <h1 id="home-title" className="hero__title">
              {t("home.title")}
            </h1>
            <p className="hero__lead">{t("home.lead")}</p>
            <div className="hero__actions">
              {member ? (
                <>
                  <ButtonLink to={membershipRoutes.to("profile")} size="lg">
                    {t("home.member.memberArea")}
                  </ButtonLink>
                  <ButtonLink to={seminarsRoutes.to("seminars")} size="lg" variant="secondary">
                    {t("home.member.findSeminar")}
                  </ButtonLink>
                </>
              ) : (
                <>
                  <ButtonLink to={accountRoutes.to("register")} size="lg">
                    {t("home.registerToday")}
                  </ButtonLink>
                  <ButtonLink to={membershipRoutes.to("membership")} size="lg" variant="secondary">
                    {t("home.explorePlans")}
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
          {member && MemberPanel ? (
            <MemberPanel userId={member.Id} name={member.FirstName || member.Username} />
          ) : (
            <SessionCard />
          )}
        </div>
      </section>

      {member && LatestForumPosts ? <LatestForumPosts /> : null}

      <section className="section" aria-labelledby="home-offer-title">
        <div className="container">
          <div className="section__header">
            <h2 id="home-offer-title">{t("home.offerTitle")}</h2>
            <p className="muted">{t("home.offerLead")}</p>
          </div>
          <ul className="highlights">
            {HIGHLIGHTS.map(({ key, to }) => (
              <li key={key} className="highlight card">
                <HighlightIcon kind={key} />
                <h3>{t(`home.highlights.${key}.title`)}</h3>
                <p>{t(`home.highlights.${key}.text`)}</p>
                <Link to={to} className="highlight__link">
                  {t(`home.highlights.${key}.link`)}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {LatestBlogs ? <LatestBlogs /> : null}
      {!member && LatestForumPosts ? <LatestForumPosts /> : null}

      <section className="section section--sand" aria-labelledby="home-values-title">
        <div className="container values">
          <h2 id="home-values-title">{t("home.valuesTitle")}</h2>
          <ol className="values__list">
            {VALUES.map((key, index) => (
              <li key={key} className="values__item">
                <span className="values__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{t(`home.values.${key}.title`)}</h3>
                  <p>{t(`home.values.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {member ? null : (
        <section className="section" aria-labelledby="home-plans-title">
          <div className="container">
            <div className="section__header">
              <h2 id="home-plans-title">{t("home.plansTitle")}</h2>
              <p className="muted">{t("home.plansLead")}</p>
            </div>
            <ul className="plan-teaser">
              {SIGNUP_PLANS.map((plan) => (
                <li key={plan.id} className="plan-teaser__item card">
                  <h3>{t(`plans.${plan.name}.name`)}</h3>
                  <p className="plan-teaser__price">
                    {formatPrice(plan.priceCents)}
                    <span className="plan-teaser__period"> {t("plans.perYear")}</span>
                  </p>
                  <p>{t(`plans.${plan.name}.summary`)}</p>
                </li>
              ))}
            </ul>
            <div className="plan-teaser__actions">
              <ButtonLink to={accountRoutes.to("register")}>{t("home.registerToday")}</ButtonLink>
              <ButtonLink to={membershipRoutes.to("membership")} variant="ghost">
                {t("home.comparePlans")}
              </ButtonLink>
            </div>
          </div>
        </section>
      )}
    </>
  );
}

/** What a session is like: the hero's side card for visitors. */
function SessionCard() {
  const { t } = useTranslation();
  return (
    <aside className="hero__card" aria-labelledby="home-session-title">
      <h2 id="home-session-title" className="hero__card-title">
        {t("home.sessionTitle")}
      </h2>
      <p>{t("home.sessionText")}</p>
      <ul className="hero__facts">
        <li>{t("home.sessionFact1")}</li>
        <li>{t("home.sessionFact2")}</li>
        <li>{t("home.sessionFact3")}</li>
      </ul>
    </aside>
  );
}
