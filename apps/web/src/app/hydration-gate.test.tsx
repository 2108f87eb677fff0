import { act, type ReactNode, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

type Gate = typeof import("./hydration-gate.tsx");

/** A fresh copy of the gate: its state is the page's, once per load. */
async function freshGate(): Promise<Gate> {
  vi.resetModules();
  return import("./hydration-gate.tsx");
}

function PageRoot({ gate, children }: { gate: Gate; children: ReactNode }) {
  useEffect(gate.rootHydrated, []);
  return children;
}

function page(gate: Gate, main: string): ReactNode {
  return (
    <PageRoot gate={gate}>
      <gate.HydrationBoundary>
        <header>Header</header>
      </gate.HydrationBoundary>
      <main>{main}</main>
      <gate.HydrationBoundary>
        <footer>Footer</footer>
      </gate.HydrationBoundary>
    </PageRoot>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

async function hydrate(serverMain: string, clientMain: string): Promise<boolean> {
  const serverGate = await freshGate();
  const container = document.createElement("div");
  container.innerHTML = renderToString(page(serverGate, serverMain));
  document.body.append(container);
  const gate = await freshGate();
  let hydrated = false;
  gate.whenHydrated(() => {
    hydrated = true;
  });
  await act(async () => {
    // A root that must be rendered again on the client (a mismatch, an early update) is a recoverable error.
    root = hydrateRoot(container, page(gate, clientMain), { onRecoverableError: () => undefined });
  });
  return hydrated;
}

describe("the hydration gate (a server-rendered page counts as hydrated once its boundaries have)", () => {
  it("opens once the root and both boundaries have hydrated", async () => {
    expect(await hydrate("Welcome", "Welcome")).toBe(true);
  });

  it("opens when the root's hydration is thrown away and the page is rendered on the client instead", async () => {
    // What an update before the root hydrated does (a link followed while the page was still starting): the first
    // render, with its boundaries, is discarded. A boundary counted at render time was waited for forever.
    expect(await hydrate("Welcome", "Another text")).toBe(true);
    expect(document.querySelector("main")?.textContent).toBe("Another text");
  });
});
