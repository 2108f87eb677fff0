import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { DataTable } from "./data-table.tsx";
import { Pager } from "./pager.tsx";

describe("data table", () => {
  const table = (props: { pending?: boolean; rows?: string[] }) => (
    <DataTable
      caption="3 members"
      columns={["Name", "Actions"]}
      pending={props.pending ?? false}
      empty="Nobody yet."
      isEmpty={(props.rows ?? []).length === 0}
    >
      {(props.rows ?? []).map((name) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>—</td>
        </tr>
      ))}
    </DataTable>
  );

  it("is a captioned table in a keyboard-reachable scroll region named by its caption", () => {
    renderRoute(table({ rows: ["Ana", "Kenji"] }));
    const region = screen.getByRole("region", { name: "3 members" });
    expect(region).toHaveAttribute("tabindex", "0");
    const grid = within(region).getByRole("table", { name: "3 members" });
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Actions"]);
    expect(
      within(grid)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Ana", "Kenji"]);
  });

  it("shows one loading row while pending and one empty row when there is nothing", () => {
    const { unmount } = renderRoute(table({ pending: true, rows: ["Ana"] }));
    expect(screen.getByRole("cell", { name: "Loading…" })).toHaveAttribute("colspan", "2");
    expect(screen.queryByText("Ana")).toBeNull();
    unmount();
    renderRoute(table({ rows: [] }));
    expect(screen.getByRole("cell", { name: "Nobody yet." })).toBeInTheDocument();
  });
});

describe("pager", () => {
  it("renders nothing for a single page", () => {
    renderRoute(<Pager page={1} pages={1} label="Blog pages" hrefFor={(page) => `?page=${page}`} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("links to the neighbouring pages when the page lives in the URL", () => {
    renderRoute(<Pager page={2} pages={3} label="Blog pages" hrefFor={(page) => `/screen?page=${page}`} />);
    const nav = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/screen?page=1");
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/screen?page=3");
    expect(nav).toHaveTextContent("Page 2 of 3");
  });

  it("has buttons, disabled at the ends, when the page lives in component state", async () => {
    const onPage = vi.fn();
    renderRoute(<Pager page={1} pages={2} label="Pages" onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
