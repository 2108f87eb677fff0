import { frac, rows, type ScaleContext, type ScaleStep } from "./sql.ts";

/** How many notifications the comments can carry: one per top-level comment at most. */
export const notificationCapacity = (ctx: ScaleContext) => ctx.volumes.comments - Math.floor(ctx.volumes.comments / 3);

/**
 * The notifications module's rows: what the forum would have sent, a `forumComment` to the post's author for the
 * first top-level comments (with the params the service writes), most of them read.
 */
export function notificationSteps(ctx: ScaleContext): ScaleStep[] {
  const { bases, now } = ctx;
  return [
    {
      table: "notifications",
      total: Math.min(ctx.volumes.notifications, notificationCapacity(ctx)),
      batch: 100_000,
      statement: (from, to) => ({
        text: `insert into notifications (user_id, kind, params, link, source, in_app, digest_state, created_at, read_at)
          select p.author_id, 'forumComment',
            jsonb_build_object('name', u.first_name || ' ' || u.last_name, 'title', p.title, 'excerpt', left(c.body, 140)),
            '/forum/postdetail/' || p.id, 'forumComment:' || c.id, true, 'none', c.created_at,
            case when ${frac("g", 100)} < 0.6 then least(${now}, c.created_at + interval '2 hours') end
          from ${rows(from, to)} join forum_comments c on c.id = ${bases.forumComments} + g
            join forum_posts p on p.id = c.post_id join users u on u.id = c.user_id
          where p.author_id is not null`,
      }),
    },
  ];
}
