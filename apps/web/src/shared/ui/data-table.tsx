import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import "./data-table.css";

export interface DataTableProps {
  /** Names the table and its scroll region ("12 members"). */
  caption: ReactNode;
  /** Column headings, in order; the first column's cells are usually row headers (`<th scope="row">`). */
  columns: readonly string[];
  /** The first page is loading: one "Loading…" row instead of the body. */
  pending: boolean;
  /** A later page or a refetch is on its way: the rows stay, marked busy. */
  busy?: boolean;
  /** Shown as one row when the list is empty. */
  empty: string;
  /** Below this width the table scrolls sideways in its own keyboard-reachable region, not the page. */
  minWidth?: string;
  /** The rows (`<tr>`), rendered when not pending and not empty. */
  children: ReactNode;
  isEmpty: boolean;
}

/** The administration lists' table: caption, column headings, loading and empty rows, sideways scrolling. */
export function DataTable({ caption, columns, pending, busy, empty, minWidth, children, isEmpty }: DataTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const single = (text: string) => (
    <tr>
      <td colSpan={columns.length}>{text}</td>
    </tr>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="ui-table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="ui-table" aria-busy={busy || undefined} style={minWidth ? { minWidth } : undefined}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{pending ? single(t("common.loading")) : isEmpty ? single(empty) : children}</tbody>
      </table>
    </section>
  );
}
