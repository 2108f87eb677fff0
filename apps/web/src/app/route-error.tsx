import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ChunkLoadError } from "../shared/lazy-chunk.ts";
import { Button } from "../shared/ui/button.tsx";

function isChunkError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}

/** Shown when a route throws or its chunk cannot load; offers a reload (the error is logged). */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkError(error);
  useEffect(() => {
    console.error(chunk ? "A part of the app failed to load" : "A page failed", error);
  }, [chunk, error]);
  const content = (
    <div className="container page">
      <div className="card reading">
        <h1>{chunk ? t("common.chunkErrorTitle") : t("common.pageErrorTitle")}</h1>
        <p>{chunk ? t("common.chunkErrorText") : t("common.pageErrorText")}</p>
        <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
      </div>
    </div>
  );
  // Inside a layout the page area shows the error; at the root there is no layout, so bring a <main>.
  return standalone ? <main id="main">{content}</main> : content;
}
