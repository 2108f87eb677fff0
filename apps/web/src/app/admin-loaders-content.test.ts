import { beforeEach, describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { runLoader } from "../../test/run-loader.ts";
import { logInAs } from "../../test/session.ts";
import { loaders as adminLoaders } from "../features/admin/routes.tsx";
import { loaders as announcementLoaders } from "../features/announcements/routes-admin.tsx";
import { adminBlogsQuery, FIRST_ADMIN_BLOG_PAGE } from "../features/blog/api/admin.ts";
import { loaders as blogLoaders } from "../features/blog/routes-admin.tsx";
import { loaders as contactLoaders } from "../features/contact/routes.tsx";
import { loaders as forumLoaders } from "../features/forum/routes-admin.tsx";
import { loaders as helpLoaders } from "../features/help/routes-admin.tsx";
import { loaders as mediaLoaders } from "../features/media/routes-admin.tsx";
import { loaders as newsletterLoaders } from "../features/newsletters/routes-admin.tsx";
import { loaders as privacyLoaders } from "../features/privacy/routes-admin.tsx";
import { loaders as testimonialLoaders } from "../features/testimonials/routes.tsx";
import { ADMIN_ACCOUNT_TYPE } from "../shared/session/session-store.ts";

const emptyList = { body: envelope({ List: [], TotalCount: 0 }) };

// The administration's content screens read, through their loaders, what they show first (ADR 0098), with the
// query options the screens use, so the screen finds them in the cache; only for an administrator.
describe("the administration's content screens' loaders", () => {
  beforeEach(() => {
    logInAs({ Id: 1, AccountType: ADMIN_ACCOUNT_TYPE });
  });

  it("read the posts table's first page, or the post the address opens in the editor", async () => {
    const sent = stubApi({
      "GET Blog/AdminGetBlogs/1": emptyList,
      "GET Blog/GetBlogById/12": { body: envelope(null) },
    });
    const client = await runLoader(blogLoaders.adminBlog, "/admin/blog");
    expect(sentTo(sent, "GET Blog/AdminGetBlogs/1")).toHaveLength(1);
    expect(client.getQueryData(adminBlogsQuery(FIRST_ADMIN_BLOG_PAGE).queryKey)).toMatchObject({ TotalCount: 0 });
    await runLoader(blogLoaders.adminBlog, "/admin/blog?edit=12");
    expect(sentTo(sent, "GET Blog/GetBlogById/12")).toHaveLength(1);
    await runLoader(blogLoaders.adminBlog, "/admin/blog?new=1");
    expect(sent).toHaveLength(2);
  });

  it("read the page of announcements the address names", async () => {
    const sent = stubApi({ "GET Announcement/GetAnnouncementsAdmin": emptyList });
    await runLoader(announcementLoaders.adminAnnouncements, "/admin/announcements?page=3");
    const [request] = sentTo(sent, "GET Announcement/GetAnnouncementsAdmin");
    expect(queryOf(request)).toMatchObject({ page: "3", pageSize: "20" });
    expect(queryOf(request).filters).toBeUndefined();
  });

  it("read the testimonials to moderate under the address's status and page, pending by default", async () => {
    const sent = stubApi({ "GET Testimonial/GetAdminTestimonials": emptyList });
    await runLoader(testimonialLoaders.adminTestimonials, "/admin/testimonials");
    await runLoader(testimonialLoaders.adminTestimonials, "/admin/testimonials?status=approved&page=2");
    const [first, second] = sentTo(sent, "GET Testimonial/GetAdminTestimonials");
    expect(queryOf(first)).toMatchObject({ status: "pending", page: "1" });
    expect(queryOf(second)).toMatchObject({ status: "approved", page: "2" });
  });

  it("read the newsletters' lists and the page of issues the address names", async () => {
    const sent = stubApi({
      "GET NewsLetter/AdminGetNewsLetters": { body: envelope([]) },
      "GET NewsLetter/AdminGetNewsLetterIssues": emptyList,
    });
    await runLoader(newsletterLoaders.adminNewsletters, "/admin/newsletters?page=2");
    expect(sentTo(sent, "GET NewsLetter/AdminGetNewsLetters")).toHaveLength(1);
    const [issues] = sentTo(sent, "GET NewsLetter/AdminGetNewsLetterIssues");
    expect(queryOf(issues)).toMatchObject({ page: "2", pageSize: "20" });
  });

  it("read the forum's boards, latest posts, moderators and the log's first page", async () => {
    const sent = stubApi({
      "GET Forum/AdminGetForumCategories": { body: envelope([]) },
      "GET Forum/GetForumsWeb/1": emptyList,
      "GET Forum/AdminGetForumModeration": { body: envelope({ Moderators: [], Suspensions: [] }) },
      "GET Forum/AdminGetForumAuditLog/1": emptyList,
    });
    await runLoader(forumLoaders.adminForum, "/admin/forum");
    expect(sentTo(sent, "GET Forum/AdminGetForumCategories")).toHaveLength(1);
    expect(queryOf(sentTo(sent, "GET Forum/GetForumsWeb/1")[0])).toMatchObject({ pageSize: "20" });
    expect(sentTo(sent, "GET Forum/AdminGetForumModeration")).toHaveLength(1);
    expect(sentTo(sent, "GET Forum/AdminGetForumAuditLog/1")).toHaveLength(1);
  });

  it("read the help topics and the articles table's first page", async () => {
    const sent = stubApi({
      "GET Admin/Help/GetTopics": { body: envelope([]) },
      "GET Admin/Help/GetArticles": emptyList,
    });
    await runLoader(helpLoaders.adminHelp, "/admin/help");
    expect(sentTo(sent, "GET Admin/Help/GetTopics")).toHaveLength(1);
    expect(queryOf(sentTo(sent, "GET Admin/Help/GetArticles")[0])).toMatchObject({ page: "1", pageSize: "20" });
  });

  it("read the videos tab's categories and first page, not the downloads tab's groups", async () => {
    const sent = stubApi({
      "GET Video/GetVideoCategory": { body: envelope([]) },
      "GET Video/GetWebVideos": emptyList,
    });
    await runLoader(mediaLoaders.adminMedia, "/admin/media");
    expect(sentTo(sent, "GET Video/GetVideoCategory")).toHaveLength(1);
    expect(queryOf(sentTo(sent, "GET Video/GetWebVideos")[0])).toMatchObject({ page: "1", pageSize: "20" });
    expect(sent).toHaveLength(2);
  });

  it("read the audit log's newest page, unfiltered", async () => {
    const sent = stubApi({ "GET Admin/GetAuditLog": { body: envelope({ List: [], NextCursor: null }) } });
    await runLoader(adminLoaders.adminAuditLog, "/admin/audit-log");
    const [request] = sentTo(sent, "GET Admin/GetAuditLog");
    expect(Object.keys(queryOf(request))).toEqual(["pageSize"]);
  });

  it("read the contact messages and the privacy requests under the addresses' filters", async () => {
    const sent = stubApi({
      "GET Contact/GetContactMessages": emptyList,
      "GET Admin/Privacy/GetRequests": emptyList,
    });
    await runLoader(contactLoaders.adminContact, "/admin/contact?status=open&search=refund&page=2");
    await runLoader(privacyLoaders.adminPrivacy, "/admin/privacy?kind=erasure&status=pending&page=3");
    expect(queryOf(sentTo(sent, "GET Contact/GetContactMessages")[0])).toMatchObject({
      status: "open",
      search: "refund",
      page: "2",
    });
    expect(queryOf(sentTo(sent, "GET Admin/Privacy/GetRequests")[0])).toMatchObject({
      kind: "erasure",
      status: "pending",
      page: "3",
    });
  });

  it("read nothing for a member, whom the gate refuses", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({});
    await runLoader(forumLoaders.adminForum, "/admin/forum");
    await runLoader(contactLoaders.adminContact, "/admin/contact");
    expect(sent).toHaveLength(0);
  });
});
