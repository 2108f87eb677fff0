import {
  contract,
  DOWNLOAD_MAX_BYTES,
  downloadDetailsSchema,
  translate,
  VIDEO_MAX_BYTES,
  videoDetailsSchema,
} from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, publicAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { validationError } from "../../http/errors.ts";
import { readForm, type UploadedFile } from "../../http/input.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { administerAccess, ownViewAccess } from "./media.policy.ts";
import type { MediaService } from "./media.service.ts";

/** Public library reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const MEDIA_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

interface Upload {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** A library upload: the files named in `fileFields` and the details as fields. */
async function readUpload(request: FastifyRequest, fileFields: readonly string[], maxBytes: number): Promise<Upload> {
  const form = await readForm(request, { files: fileFields, maxFileBytes: maxBytes, maxFieldBytes: 10_000 });
  if (!form) throw validationError({ [fileFields[0] ?? "File"]: "media.fileRequired" });
  const files = Object.fromEntries(Object.entries(form.files).filter(([, file]) => file.bytes.length > 0));
  return { fields: form.fields, files };
}

function parseDetails<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "Title")] ??= issue.message;
  throw validationError(errors);
}

export function mediaRoutes(app: FastifyInstance, deps: Deps, media: MediaService) {
  const limit = (request: FastifyRequest) => deps.readLimiter.hit(`media:ip:${request.ip}`, MEDIA_READ_LIMIT);
  const video = ["Video"];
  const download = ["Download"];
  const message = (request: FastifyRequest, key: string) => translate(request.language, `mediaMessages.${key}`);

  route(
    app,
    contract.media.getWebVideos,
    {
      access: publicAccess(
        "userId is accepted for the spec's callers and ignored: the viewer is the bearer's account (ADR 0041)",
      ),
      tags: video,
      summary:
        'Videos newest first: search (full text over title and description, and their translations in any language), filters {"CategoryId":n, "MissingLanguage":"de"} (the videos not yet translated into a language), page, pageSize (default 12, at most 48). Title, Description and CategoryName in the reader\'s language where translated, with Lang; administrators read the English with the Languages each video has (ADR 0097). Locked: the plan matrix does not give the viewer\'s plan the category\'s permission (UnlockMembershipId names the lowest plan it does, ADR 0106); otherwise VideoUrl and CaptionsUrl are signed links that expire after 4 hours. ThumbnailImage and the links are paths on this site (/uploads/…), or absolute URLs where the S3 store gives them',
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = request.query;
        const { list, total } = await media.videos(await viewerOf(deps, request), {
          ...query,
          lang: request.language,
          categoryId: query.filters.CategoryId,
          missingLanguage: query.filters.MissingLanguage,
        });
        return ok(listData(list, total, query));
      });
    },
  );

  route(
    app,
    contract.media.getVideoCategory,
    {
      access: publicAccess(),
      tags: video,
      summary: "Video categories by SortBy, with their video count and whether the viewer's plan opens them",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () =>
        ok(await media.categories(await viewerOf(deps, request), request.language)),
      );
    },
  );

  route(
    app,
    contract.media.getDownloadFile,
    {
      access: publicAccess(),
      tags: download,
      summary:
        'The download library as anyone sees it: groups by SortBy, 10 a page, each with its files (search: full text over file titles and descriptions and their translations; filters {"GroupId":n}). Locked groups list their files without letting them be downloaded',
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = request.query;
        const { list, total } = await media.groupsWithFiles(await viewerOf(deps, request), {
          ...query,
          lang: request.language,
          groupId: query.filters.GroupId,
        });
        return ok(listData(list, total, query));
      });
    },
  );

  route(
    app,
    contract.media.getDownloadFileByGroupByUserID,
    {
      access: ownViewAccess({ in: "params", name: "userId" }),
      tags: download,
      summary:
        "A member's download library: groups by SortBy, paged (pageSize default 10), each with its files and whether the member's plan opens it; search and filters {\"GroupId\":n} as GetDownloadFile",
    },
    async (request) => {
      const query = request.query;
      const { list, total } = await media.groupsWithFiles(actorOf(request), {
        ...query,
        lang: request.language,
        groupId: query.filters.GroupId,
      });
      return ok(listData(list, total, query));
    },
  );

  route(
    app,
    contract.media.getDownloadFileGroupByUserID,
    {
      access: ownViewAccess({ in: "params", name: "id" }),
      tags: download,
      summary:
        "The download groups (id = the member's user id) by SortBy, with their file counts and whether the member's plan opens each: the group filter of the downloads page",
    },
    async (request) => ok(await media.groups(actorOf(request), request.language)),
  );

  route(
    app,
    contract.media.downloadFile,
    {
      access: memberAccess,
      tags: download,
      summary:
        "One file as an attachment with its content type, for a member whose plan opens its group (403 PLAN_REQUIRED otherwise); every download is counted; at most 120 an hour per member",
    },
    async (request, reply) => {
      const file = await media.download(actorOf(request), request.params.fileId);
      return reply
        .type(file.contentType)
        .header("Content-Disposition", file.disposition)
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "private, no-store")
        .send(file.bytes);
    },
  );

  // Administration (ADR 0041): the video library.
  route(
    app,
    contract.media.adminSaveVideoCategory,
    {
      access: administerAccess,
      tags: video,
      summary:
        "Administrators: add (no Id) or edit a video category: Name, SortBy, Permission ('Video & Resource Library' or 'Founder Video Archive'), whose row of the plan matrix alone decides which plans open it (ADR 0106)",
    },
    async (request) => ok(await media.saveCategory(request.body), message(request, "saved")),
  );

  route(
    app,
    contract.media.adminDeleteVideoCategory,
    {
      access: administerAccess,
      tags: video,
      summary: "Administrators: delete an empty video category (409 while it holds videos)",
    },
    async (request) => ok(await media.deleteCategory(request.params.id), message(request, "deleted")),
  );

  route(
    app,
    contract.media.adminAddVideo,
    {
      access: administerAccess,
      tags: video,
      summary:
        "Administrators: a new video (multipart: Video = WebM or MP4 checked by content, at most 100 MB; Thumbnail = picture; Captions = optional WebVTT; Title, Description, CategoryId, DurationSeconds)",
    },
    async (request) => {
      const upload = await readUpload(request, ["Video", "Thumbnail", "Captions"], VIDEO_MAX_BYTES);
      const details = parseDetails(videoDetailsSchema, upload.fields);
      const result = await media.addVideo(details, {
        video: upload.files.Video?.bytes,
        thumbnail: upload.files.Thumbnail?.bytes,
        captions: upload.files.Captions?.bytes,
      });
      return ok(result, message(request, "added"));
    },
  );

  route(
    app,
    contract.media.adminUpdateVideo,
    {
      access: administerAccess,
      tags: video,
      summary: "Administrators: edit a video's Title, Description, CategoryId and DurationSeconds",
    },
    async (request) => ok(await media.updateVideo(request.params.id, request.body), message(request, "saved")),
  );

  route(
    app,
    contract.media.adminUpdateVideoThumbnail,
    {
      access: administerAccess,
      tags: video,
      summary:
        "Administrators: a new thumbnail for a video (multipart: Thumbnail = picture checked by content); the old picture is deleted once the new one is stored",
    },
    async (request) => {
      const upload = await readUpload(request, ["Thumbnail"], DOWNLOAD_MAX_BYTES);
      return ok(
        await media.replaceThumbnail(request.params.id, upload.files.Thumbnail?.bytes),
        message(request, "saved"),
      );
    },
  );

  route(
    app,
    contract.media.adminDeleteVideo,
    {
      access: administerAccess,
      tags: video,
      summary: "Administrators: delete a video and its files",
    },
    async (request) => ok(await media.deleteVideo(request.params.id), message(request, "deleted")),
  );

  // Administration: the download library.
  route(
    app,
    contract.media.adminSaveDownloadGroup,
    {
      access: administerAccess,
      tags: download,
      summary:
        "Administrators: add (no Id) or edit a download group: Name, Description, SortBy, Permission, whose row of the plan matrix alone decides which plans open it (ADR 0106)",
    },
    async (request) => ok(await media.saveGroup(request.body), message(request, "saved")),
  );

  route(
    app,
    contract.media.adminDeleteDownloadGroup,
    {
      access: administerAccess,
      tags: download,
      summary: "Administrators: delete an empty download group (409 while it holds files)",
    },
    async (request) => ok(await media.deleteGroup(request.params.id), message(request, "deleted")),
  );

  route(
    app,
    contract.media.adminAddDownloadFile,
    {
      access: administerAccess,
      tags: download,
      summary:
        "Administrators: a new download (multipart: File = PDF, ZIP or picture checked by content, at most 20 MB, saved under its own name; Title, Description, GroupId)",
    },
    async (request) => {
      const upload = await readUpload(request, ["File"], DOWNLOAD_MAX_BYTES);
      const details = parseDetails(downloadDetailsSchema, upload.fields);
      const file = upload.files.File;
      const result = await media.addFile(details, { bytes: file?.bytes, fileName: file?.fileName });
      return ok(result, message(request, "added"));
    },
  );

  route(
    app,
    contract.media.adminUpdateDownloadFile,
    {
      access: administerAccess,
      tags: download,
      summary: "Administrators: edit a download's Title, Description and GroupId",
    },
    async (request) => ok(await media.updateFile(request.params.id, request.body), message(request, "saved")),
  );

  route(
    app,
    contract.media.adminReplaceDownloadFile,
    {
      access: administerAccess,
      tags: download,
      summary:
        "Administrators: replace a download's file (multipart: File = PDF, ZIP or picture checked by content, its name's extension agreeing, at most 20 MB); the old file is deleted once the new one is stored; the download count stays",
    },
    async (request) => {
      const upload = await readUpload(request, ["File"], DOWNLOAD_MAX_BYTES);
      const file = upload.files.File;
      return ok(
        await media.replaceFile(request.params.id, { bytes: file?.bytes, fileName: file?.fileName }),
        message(request, "saved"),
      );
    },
  );

  route(
    app,
    contract.media.adminDeleteDownloadFile,
    {
      access: administerAccess,
      tags: download,
      summary: "Administrators: delete a download and its file",
    },
    async (request) => ok(await media.deleteFile(request.params.id), message(request, "deleted")),
  );
}
