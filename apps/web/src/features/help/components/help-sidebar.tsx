import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { useHelpTopics } from "../api/help.ts";
import { helpRoutes } from "../manifest.ts";
import { topicHref } from "./links.ts";

/**
 * The help layout's side: a search box that answers on /helpcenter, and the topics as navigation. On a phone
 * the topic list folds behind a button (CSS shows it always from the tablet width up).
 */
export function HelpSidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get("search") ?? "");
  const [open, setOpen] = useState(false);
  const topics = useHelpTopics();
  const listId = useId();
  const current = location.pathname === helpRoutes.to("helpTopic") ? Number(params.get("id")) : 0;

  return (
    <aside className="help-sidebar">
      <search>
        <form
          className="help-search"
          onSubmit={(event) => {
            event.preventDefault();
            const search = query.trim();
            navigate(
              search
                ? `${helpRoutes.to("helpCenter")}?search=${encodeURIComponent(search)}`
                : helpRoutes.to("helpCenter"),
            );
          }}
        >
          <TextField
            label={t("help.search")}
            type="search"
            placeholder={t("help.searchPlaceholder")}
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit">{t("help.searchButton")}</Button>
        </form>
      </search>
      <nav className="help-topics" aria-label={t("help.topics")}>
        <button
          type="button"
          className="help-topics__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {t("help.topicsToggle")}
        </button>
        <h2 className="help-topics__title">{t("help.topics")}</h2>
        <ul id={listId} className={open ? "help-topics__list help-topics__list--open" : "help-topics__list"}>
          <li>
            <Link
              className="help-topics__link"
              to={helpRoutes.to("helpCenter")}
              aria-current={location.pathname === helpRoutes.to("helpCenter") ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              {t("help.allTopics")}
            </Link>
          </li>
          {(topics.data ?? []).map((topic) => (
            <li key={topic.Id}>
              <Link
                className="help-topics__link"
                to={topicHref(topic.Id)}
                aria-current={current === topic.Id ? "page" : undefined}
                onClick={() => setOpen(false)}
              >
                <span lang={topic.Lang}>{topic.Name}</span>
                <span className="help-topics__count">{topic.ArticleCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
