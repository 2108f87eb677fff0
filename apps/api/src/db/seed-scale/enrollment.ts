import { levelOf } from "./members.ts";
import { seatsPerSeminar } from "./seminars.ts";
import { frac, rows, type ScaleContext, type ScaleStep } from "./sql.ts";

/**
 * The enrollment module's rows: seminars filled in turn with consecutive members (so no member holds two
 * places in one seminar); a place paid by card or PayPal has its invoice, written in the same statement (the
 * `payments_to_purchases` trigger adds it to the history); past seminars graduated most of their students.
 */
export function enrollmentSteps(ctx: ScaleContext): ScaleStep[] {
  const { bases, now, volumes } = ctx;
  const seats = seatsPerSeminar(ctx);
  return [
    {
      table: "enrollments",
      total: volumes.enrolments,
      batch: 50_000,
      statement: (from, to) => ({
        text: `with e as (
            select x.*, sm.course_id, sm.instructor_id, sm.price_cents, sm.last_end, c.title, c.ce_credits,
              case when sm.payment_mode = 'instructor' then 'nonAssociation'
                when ${frac("x.e", 80)} < 0.82 then 'card' when ${frac("x.e", 80)} < 0.88 then 'paypal'
                when ${frac("x.e", 80)} < 0.95 then 'instructor' else 'free' end as source,
              case when sm.status = 'cancelled' then 'refunded' when ${frac("x.e", 81)} < 0.04 then 'cancelled'
                else 'enrolled' end as status,
              least(${now}, sm.first_start - floor(${frac("x.e", 82)} * 60) * interval '1 day') as enrolled_at
            from (select e, ${bases.seminars} + s as seminar_id, 1 + ((s * 7919 + k) % ${volumes.members}) as g,
                ${bases.users} + 1 + ((s * 7919 + k) % ${volumes.members}) as user_id
              from (select e, 1 + (e - 1) / ${seats} as s, (e - 1) % ${seats} as k from ${rows(from, to, "e")}) as q) as x
            join seminars sm on sm.id = x.seminar_id join courses c on c.id = sm.course_id),
          pay as (
            insert into payments (id, invoice_number, user_id, membership_id, kind, seminar_id, course_id, item_title,
              method, lines, subtotal_cents, discount_cents, total_cents, currency, card_brand, last4, gateway_charge_id,
              status, created_at)
            select y.id, 'HAA-' || to_char(y.enrolled_at at time zone 'UTC', 'YYYY') || '-' || lpad(y.id::text, 6, '0'),
              y.user_id, ${levelOf("y.g")}, 'seminar', y.seminar_id, y.course_id, y.title, y.source,
              jsonb_build_array(jsonb_build_object('kind', 'seminar', 'amountCents', y.price_cents, 'title', y.title)),
              y.price_cents, 0, y.price_cents, 'USD', case when y.source = 'card' then 'visa' end,
              case when y.source = 'card' then '4242' end,
              case when y.source = 'card' then 'ch_scale_s' || y.id else 'PAYPAL-SCALE-' || y.id end,
              case when y.status = 'refunded' then 'refunded' else 'paid' end, y.enrolled_at
            from (select nextval(pg_get_serial_sequence('payments', 'id')) as id, e.* from e
              where e.source in ('card', 'paypal')) as y
            returning id, user_id, seminar_id)
          insert into enrollments (user_id, course_id, seminar_id, status, source, payment_id, paid_cents, currency,
            enrolled_at, graduated_at, graduated_by, ce_credits_awarded, cancelled_at, updated_at)
          select e.user_id, e.course_id, e.seminar_id,
            case when e.status = 'refunded' and pay.id is null then 'cancelled' else e.status end, e.source, pay.id,
            case when e.source in ('card', 'paypal', 'nonAssociation') then e.price_cents else 0 end, 'USD', e.enrolled_at,
            grad.at, case when grad.at is not null then e.instructor_id end, case when grad.at is not null then e.ce_credits end,
            case when e.status <> 'enrolled' then least(${now}, e.enrolled_at + interval '5 days') end, ${now}
          from e left join pay on pay.user_id = e.user_id and pay.seminar_id = e.seminar_id,
            lateral (select case when e.status = 'enrolled' and e.last_end < ${now} and ${frac("e.e", 83)} < 0.85
              then least(${now}, e.last_end + interval '1 day') end as at) as grad`,
      }),
    },
  ];
}
