import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format.ts";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import type { useUserCeus } from "../api/credits.ts";

/** A member's CE ledger as the member (`/myceus`) and an administrator (`/admin/credits`) read it, with its total. */
export function CeLedgerTable({
  ledger,
  caption,
  empty,
  announceTotal = false,
}: {
  ledger: ReturnType<typeof useUserCeus>;
  caption: string;
  empty: string;
  /** The member's page re-filters in place: the new total is announced. */
  announceTotal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        caption={caption}
        columns={[t("myCeus.colDate"), t("myCeus.colSource"), t("myCeus.colTitle"), t("myCeus.colCredits")]}
        pending={ledger.isPending}
        busy={ledger.isFetching}
        empty={empty}
        isEmpty={(ledger.data?.List.length ?? 0) === 0}
      >
        {ledger.data?.List.map((entry) => (
          <tr key={entry.Id}>
            <td>
              <time dateTime={entry.EarnedAt}>{formatDate(entry.EarnedAt)}</time>
            </td>
            <td>{t(`myCeus.source.${entry.Source}`)}</td>
            <th scope="row">
              <span lang={entry.Lang}>{entry.Title}</span>
              {entry.Reason ? <span className="ceu-reason">{entry.Reason}</span> : null}
            </th>
            <td className="ceu-credits">{entry.Credits}</td>
          </tr>
        ))}
      </DataTable>
      {ledger.data && ledger.data.List.length > 0 ? (
        <p className="ceu-total" aria-live={announceTotal ? "polite" : undefined}>
          {t("myCeus.total", { total: ledger.data.TotalCredits })}
        </p>
      ) : null}
    </>
  );
}
