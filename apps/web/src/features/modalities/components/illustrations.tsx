import type { ReactNode } from "react";
import type { ModalityKey } from "../modalities.ts";

/**
 * Small line drawings, one per modality, in the site's palette (tokens.css). Decorative: the page's heading
 * and text say everything, so they are hidden from assistive technology.
 */
const DRAWINGS: Record<ModalityKey, ReactNode> = {
  // A figure resting, with the lines of communication between head, heart and belly.
  modalityCore: (
    <>
      <circle cx="60" cy="34" r="13" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="3" />
      <path
        d="M60 48v40M40 62h40M60 88l-14 22M60 88l14 22"
        stroke="var(--color-primary)"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M60 34c26 6 26 40 0 44M60 34c-26 6-26 40 0 44"
        stroke="var(--color-accent)"
        strokeWidth="2"
        strokeDasharray="4 5"
        fill="none"
      />
      <circle cx="60" cy="66" r="4" fill="var(--color-accent)" />
    </>
  ),
  // Two hands with a small heart: care anyone can give.
  modalityAccess: (
    <>
      <path
        d="M22 92c10-28 24-40 38-40s28 12 38 40"
        fill="var(--color-sage-soft)"
        stroke="var(--color-sage)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M60 46c-8-12-26-4-16 10l16 14 16-14c10-14-8-22-16-10z"
        fill="var(--color-accent-soft)"
        stroke="var(--color-accent)"
        strokeWidth="3"
      />
      <path d="M30 100h60" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  // A head in profile with a landscape inside: the inner workspace.
  mindscape: (
    <>
      <path
        d="M42 104V86c-10-6-14-16-14-28 0-22 16-36 36-36s32 14 32 32c0 6-2 10 2 16l6 10-8 2v10c0 6-4 8-10 8H72v4"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M40 66l12-14 10 10 8-8 14 12"
        stroke="var(--color-sage)"
        strokeWidth="3"
        fill="none"
        strokeLinejoin="round"
      />
      <circle cx="76" cy="40" r="6" fill="var(--color-accent)" />
    </>
  ),
  // A thread falling in loops, each loop a memory.
  modalityFreefall: (
    <>
      <path
        d="M60 14c-30 10 30 20 0 30s30 20 0 30 30 20 0 32"
        stroke="var(--color-primary)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="44" cy="29" r="6" fill="var(--color-accent-soft)" stroke="var(--color-accent)" strokeWidth="2" />
      <circle cx="76" cy="59" r="6" fill="var(--color-accent-soft)" stroke="var(--color-accent)" strokeWidth="2" />
      <circle cx="44" cy="89" r="6" fill="var(--color-accent-soft)" stroke="var(--color-accent)" strokeWidth="2" />
    </>
  ),
  // A dog and a horse's head side by side.
  modalityAnimals: (
    <>
      <path
        d="M20 98V70c0-12 8-20 18-20h6l6-10 4 12c6 4 8 10 8 18v28"
        fill="var(--color-sand-100)"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="62" r="2.5" fill="var(--color-text)" />
      <path
        d="M70 98V60c0-16 10-30 24-36l4-8 4 10c6 8 4 20 0 28l-6 10c-4 6-10 6-12 2"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="94" cy="38" r="2.5" fill="var(--color-text)" />
    </>
  ),
  // A wall with a crack and a path leading through it.
  breakthrough: (
    <>
      <path
        d="M18 30h36l-6 16 8 14-6 16 6 24H18z"
        fill="var(--color-sand-200)"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M102 30H70l6 16-8 14 6 16-6 24h34z"
        fill="var(--color-sand-200)"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M60 108V58" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M48 70l12-14 12 14"
        stroke="var(--color-primary)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="60" cy="22" r="8" fill="var(--color-accent-soft)" stroke="var(--color-accent)" strokeWidth="2" />
    </>
  ),
};

export function ModalityIllustration({ modality, className }: { modality: ModalityKey; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      {DRAWINGS[modality]}
    </svg>
  );
}
