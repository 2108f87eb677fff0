/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Read from disk: the test runner blanks CSS imports.
const tokensCss = readFileSync(`${import.meta.dirname}/tokens.css`, "utf8");

function tokens(): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [, name, value] of tokensCss.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) {
    if (name && value) map[name] = value;
  }
  return map;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text colour on background, as the components pair them; 4.5:1 for body text (WCAG AA).
const TEXT_PAIRS: [string, string][] = [
  ["color-text", "color-bg"],
  ["color-text", "color-surface"],
  ["color-text", "color-sand-100"],
  ["color-text", "color-sage-soft"],
  ["color-text-muted", "color-bg"],
  ["color-text-muted", "color-surface"],
  ["color-text-muted", "color-surface-sunken"],
  ["color-text-muted", "color-sand-100"],
  ["color-primary", "color-bg"],
  ["color-primary", "color-surface"],
  ["color-primary", "color-primary-soft"],
  ["color-primary-hover", "color-primary-soft"],
  ["color-on-primary", "color-primary"],
  ["color-on-primary", "color-primary-hover"],
  ["color-on-primary", "color-danger"],
  ["color-accent", "color-bg"],
  ["color-accent", "color-surface"],
  ["color-accent", "color-accent-soft"],
  ["color-danger", "color-surface"],
  ["color-danger", "color-danger-soft"],
  ["color-success", "color-success-soft"],
  ["color-sage", "color-bg"],
  ["color-text-inverse", "color-primary"],
  ["color-footer-text", "color-footer-bg"],
  ["color-footer-link", "color-footer-bg"],
];

describe("design tokens", () => {
  const palette = tokens();

  it.each(TEXT_PAIRS)("%s on %s passes WCAG AA (4.5:1)", (fg, bg) => {
    const a = palette[fg];
    const b = palette[bg];
    expect(a, fg).toBeDefined();
    expect(b, bg).toBeDefined();
    expect(contrast(a ?? "", b ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it("input borders and the focus ring stand out from the page (3:1)", () => {
    expect(contrast(palette["color-border-strong"] ?? "", palette["color-surface"] ?? "")).toBeGreaterThanOrEqual(3);
    expect(contrast(palette["color-focus"] ?? "", palette["color-bg"] ?? "")).toBeGreaterThanOrEqual(3);
  });
});
