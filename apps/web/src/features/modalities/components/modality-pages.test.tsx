import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../test/render.tsx";
import { AnimalsPage, BodyTalkPage, ModalitiesPage } from "./modality-pages.tsx";

describe("modality pages", () => {
  it("/modalities shows the six modalities, each linking to its page, with decorative drawings", async () => {
    const { container } = renderRoute(<ModalitiesPage />, { path: "/modalities" });
    expect(await screen.findByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "BodyTalk" })).toHaveAttribute("href", "/bodytalk");
    expect(screen.getByRole("link", { name: "BodyTalk for Animals" })).toHaveAttribute("href", "/bodytalkforanimals");
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    for (const svg of container.querySelectorAll("svg")) expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("/bodytalk explains the modality and links to its courses and practitioners", async () => {
    renderRoute(<BodyTalkPage />, { path: "/bodytalk" });
    expect(await screen.findByRole("heading", { level: 1, name: "BodyTalk" })).toBeInTheDocument();
    for (const name of ["What it is", "Who it is for", "What a session is like", "How to learn it"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Courses in BodyTalk" })).toHaveAttribute(
      "href",
      "/courses?search=Foundations",
    );
    expect(screen.getByRole("link", { name: "Find a practitioner" })).toHaveAttribute("href", "/bodytalkpractitioners");
  });

  it("/bodytalkforanimals leads to the animal practitioners", async () => {
    renderRoute(<AnimalsPage />, { path: "/bodytalkforanimals" });
    expect(await screen.findByRole("link", { name: "Find a practitioner" })).toHaveAttribute(
      "href",
      "/animalpractitioner",
    );
  });
});
