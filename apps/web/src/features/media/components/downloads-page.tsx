import { DOWNLOAD_GROUP_PAGE_SIZE } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { downloadListParams } from "../api/library-params.ts";
import { type DownloadGroupWithFiles, useDownloadFile, useDownloadGroups, useDownloads } from "../api/media.ts";
import { listHref, planName } from "./shelf-label.ts";
import "./media.css";
import { membershipRoutes } from "../../membership/manifest.ts";

function FileRow({ file, locked }: { file: DownloadGroupWithFiles["Files"][number]; locked: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  return (
    <li className="download-file">
      <div className="download-file__text">
        <h3 className="download-file__title" lang={file.Lang}>
          {file.Title}
        </h3>
        {file.Description ? <p lang={file.Lang}>{file.Description}</p> : null}
        <p className="muted download-file__meta">
          {file.FileName} · {t("downloads.size", { size: Math.max(1, Math.round(file.SizeBytes / 1024)) })} ·{" "}
          {t("downloads.times", { count: file.DownloadCount })}
        </p>
      </div>
      {locked ? null : (
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() => download.mutate(file, { onError: () => toast.error(t("downloads.downloadFailed")) })}
        >
          {t("downloads.download")}
          <span className="visually-hidden">: {file.Title}</span>
        </Button>
      )}
    </li>
  );
}

function GroupSection({ group, member }: { group: DownloadGroupWithFiles; member: boolean }) {
  const { t } = useTranslation();
  const headingId = `download-group-${group.Id}`;
  return (
    <section className="card download-group" aria-labelledby={headingId}>
      <header className="download-group__header">
        <h2 id={headingId} lang={group.Lang}>
          {group.Name}
        </h2>
        <p className="muted">{t("downloads.files", { count: group.FileCount })}</p>
      </header>
      {group.Description ? <p lang={group.Lang}>{group.Description}</p> : null}
      {group.Locked ? (
        <p className="download-group__lock" role="note">
          {member ? (
            <>
              {t("downloads.locked", { plan: planName(t, group.UnlockMembershipId) })}{" "}
              <Link to={membershipRoutes.to("membershipUpgrade")}>{t("downloads.upgrade")}</Link>
            </>
          ) : (
            <>
              {t("downloads.lockedVisitor")}{" "}
              <Button variant="secondary" onClick={() => openLogin()}>
                {t("downloads.login")}
              </Button>
            </>
          )}
        </p>
      ) : null}
      <ul className="download-files">
        {group.Files.map((file) => (
          <FileRow key={file.Id} file={file} locked={group.Locked} />
        ))}
      </ul>
    </section>
  );
}

/** /Downloads: the download groups with their files, 10 groups a page, search and group filter in the URL. */
export function DownloadsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("downloads.title"));
  const session = useSession();
  const userId = isLoggedIn(session) ? session.user.Id : null;
  const [params, setParams] = useSearchParams();
  const listParams = downloadListParams(params);
  const { page, search, shelf } = listParams;
  const [query, setQuery] = useState(search);
  const groups = useDownloadGroups(userId);
  const list = useDownloads(userId, listParams);
  const hrefFor = (next: Partial<{ page: number; search: string; shelf: number }>) =>
    listHref({ search, shelf, page: 1, ...next }, "group");
  const go = (href: string) => setParams(new URLSearchParams(href.slice(1)));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go(hrefFor({ search: query.trim() }));
  };
  const total = list.data?.TotalCount ?? 0;
  return (
    <div className="container page media-page">
      <header className="page-header">
        <h1>{t("downloads.title")}</h1>
        <p>{t("downloads.intro")}</p>
      </header>
      <search>
        <form className="media-filters" onSubmit={onSearch}>
          <TextField
            label={t("downloads.search")}
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit">{t("downloads.searchButton")}</Button>
          {groups.data ? (
            <Select
              label={t("downloads.group")}
              value={String(shelf)}
              options={[
                { value: "0", label: t("downloads.allGroups") },
                ...groups.data.map((group) => ({ value: String(group.Id), label: group.Name })),
              ]}
              onChange={(event) => go(hrefFor({ shelf: Number(event.target.value) }))}
            />
          ) : null}
        </form>
      </search>
      {list.isPending ? (
        <p role="status" className="muted">
          …
        </p>
      ) : list.isError ? (
        <p role="alert" className="card">
          {t("downloads.loadError")}
        </p>
      ) : list.data.List.length === 0 ? (
        <p className="card">{t("downloads.empty")}</p>
      ) : (
        <div className="download-groups" aria-busy={list.isFetching}>
          {list.data.List.map((group) => (
            <GroupSection key={group.Id} group={group} member={userId !== null} />
          ))}
        </div>
      )}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / DOWNLOAD_GROUP_PAGE_SIZE))}
        label={t("downloads.listLabel")}
        hrefFor={(to) => hrefFor({ page: to })}
      />
    </div>
  );
}
