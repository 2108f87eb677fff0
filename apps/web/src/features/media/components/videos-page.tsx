import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { VIDEOS_PAGE_SIZE, videoListParams } from "../api/library-params.ts";
import { useVideoCategories, useWebVideos, type WebVideo } from "../api/media.ts";
import { formatDuration, listHref, planName } from "./shelf-label.ts";
import "./media.css";
import { membershipRoutes } from "../../membership/manifest.ts";

function LockedNote({ video, member }: { video: WebVideo; member: boolean }) {
  const { t } = useTranslation();
  if (!member) {
    return (
      <p className="media-card__lock">
        <Button variant="secondary" onClick={() => openLogin()}>
          {t("videos.lockedVisitor")}
        </Button>
      </p>
    );
  }
  return (
    <p className="media-card__lock">
      <span>{t("videos.lockedText", { plan: planName(t, video.UnlockMembershipId) })}</span>{" "}
      <Link to={membershipRoutes.to("membershipUpgrade")}>{t("videos.upgrade")}</Link>
    </p>
  );
}

function VideoCard({ video, member, onPlay }: { video: WebVideo; member: boolean; onPlay: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="card media-card">
      <div className="media-card__picture">
        <img src={video.ThumbnailImage} alt="" loading="lazy" width={480} height={270} />
        <span className="media-card__duration">{formatDuration(video.DurationSeconds)}</span>
        {video.Locked ? <span className="media-card__badge">{t("videos.locked")}</span> : null}
      </div>
      <div className="media-card__body">
        <p className="muted media-card__category">{video.CategoryName}</p>
        <h2 className="media-card__title" lang={video.Lang}>
          {video.Title}
        </h2>
        {video.Description ? <p lang={video.Lang}>{video.Description}</p> : null}
        {video.Locked ? (
          <LockedNote video={video} member={member} />
        ) : (
          <Button onClick={onPlay}>{t("videos.play", { title: video.Title })}</Button>
        )}
      </div>
    </li>
  );
}

function Player({ video, onClose }: { video: WebVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={video !== null} onClose={onClose} title={video?.Title ?? ""} width={700}>
      {video?.VideoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the captions track is added when the video has one.
        <video className="media-player" controls preload="metadata" poster={video.ThumbnailImage} src={video.VideoUrl}>
          {video.CaptionsUrl ? (
            <track kind="captions" src={video.CaptionsUrl} srcLang="en" label={t("videos.captions")} default />
          ) : null}
          {t("videos.noVideoSupport")}
        </video>
      ) : null}
      {video?.Description ? <p lang={video.Lang}>{video.Description}</p> : null}
    </Dialog>
  );
}

/** /videos: the video library with search, category filter and paging in the URL, and a player dialog. */
export function VideosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("videos.title"));
  const session = useSession();
  const userId = isLoggedIn(session) ? session.user.Id : null;
  const [params, setParams] = useSearchParams();
  const listParams = videoListParams(params);
  const { page, search, shelf } = listParams;
  const [query, setQuery] = useState(search);
  const [playing, setPlaying] = useState<WebVideo | null>(null);
  const categories = useVideoCategories(userId);
  const list = useWebVideos(listParams, userId);
  const hrefFor = (next: Partial<{ page: number; search: string; shelf: number }>) =>
    listHref({ search, shelf, page: 1, ...next }, "category");
  const go = (href: string) => setParams(new URLSearchParams(href.slice(1)));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go(hrefFor({ search: query.trim() }));
  };
  const total = list.data?.TotalCount ?? 0;
  return (
    <div className="container page media-page">
      <header className="page-header">
        <h1>{t("videos.title")}</h1>
        <p>{t("videos.intro")}</p>
      </header>
      <search>
        <form className="media-filters" onSubmit={onSearch}>
          <TextField
            label={t("videos.search")}
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit">{t("videos.searchButton")}</Button>
          <Select
            label={t("videos.category")}
            value={String(shelf)}
            options={[
              { value: "0", label: t("videos.allCategories") },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.Id),
                label: category.Locked ? `${category.Name} (${t("videos.locked")})` : category.Name,
              })),
            ]}
            onChange={(event) => go(hrefFor({ shelf: Number(event.target.value) }))}
          />
        </form>
      </search>
      {list.isPending ? (
        <p role="status" className="muted">
          …
        </p>
      ) : list.isError ? (
        <p role="alert" className="card">
          {t("videos.loadError")}
        </p>
      ) : list.data.List.length === 0 ? (
        <p className="card">{t("videos.empty")}</p>
      ) : (
        <ul className="media-grid" aria-busy={list.isFetching}>
          {list.data.List.map((video) => (
            <VideoCard key={video.Id} video={video} member={userId !== null} onPlay={() => setPlaying(video)} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / VIDEOS_PAGE_SIZE))}
        label={t("videos.listLabel")}
        hrefFor={(to) => hrefFor({ page: to })}
      />
      <Player video={playing} onClose={() => setPlaying(null)} />
    </div>
  );
}
