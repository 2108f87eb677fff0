// Route module of the media area (one lazy chunk): the video library and the downloads.
export { DownloadsPage } from "../../features/media/components/downloads-page.tsx";
export { VideosPage } from "../../features/media/components/videos-page.tsx";
