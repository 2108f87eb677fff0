import { countryCodes, feeOf, memberFacts } from "./members.ts";
import { frac, type ScaleContext, type ScaleStep } from "./sql.ts";

/**
 * The billing module's rows: one paid invoice per membership period of every paying member (sign-up, then
 * renewals). The `payments_to_purchases` trigger copies each into the purchase history, as it does for the app.
 */
export function billingSteps(ctx: ScaleContext): ScaleStep[] {
  return [
    {
      table: "payments",
      total: ctx.volumes.members,
      batch: 25_000,
      statement: (from, to) => ({
        text: `insert into payments (id, invoice_number, user_id, user_membership_id, membership_id, kind, method, lines,
            subtotal_cents, discount_cents, total_cents, currency, country_code, card_brand, last4, gateway_charge_id,
            status, period_start, period_end, created_at)
          select x.id, 'HAA-' || to_char(x.period_start at time zone 'UTC', 'YYYY') || '-' || lpad(x.id::text, 6, '0'),
            x.uid, x.mid, x.level, x.kind, 'card',
            jsonb_build_array(jsonb_build_object('kind', 'membership', 'levelId', x.level, 'amountCents', x.fee)),
            x.fee, 0, x.fee, 'USD', x.country, x.brand, x.last4, 'ch_scale_' || x.id, 'paid',
            x.period_start, x.period_start + interval '1 year', x.period_start
          from (select nextval(pg_get_serial_sequence('payments', 'id')) as id, f.uid, f.mid, f.level,
              ${feeOf("f.level")} as fee, ${countryCodes()}[f.cidx] as country,
              case when k = 1 then 'signup' when f.level = 5 then 'instructorRenewal'
                when ${frac("f.g * 16 + k", 17)} < 0.7 then 'autoRenewal' else 'renewal' end as kind,
              case when ${frac("f.g", 18)} < 0.6 then 'visa' when ${frac("f.g", 18)} < 0.9 then 'mastercard' else 'amex' end as brand,
              lpad((floor(${frac("f.g", 19)} * 10000))::int::text, 4, '0') as last4,
              f.created + (k - 1) * interval '1 year' as period_start
            from ${memberFacts(ctx, from, to)} as f, generate_series(1, f.years) as k
            where f.level > 1) as x`,
      }),
    },
  ];
}
