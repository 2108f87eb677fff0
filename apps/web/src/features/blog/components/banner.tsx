import { useState } from "react";

/**
 * A post's banner, or the placeholder when the post has none or the picture fails to load (spec 001 §9: banner
 * images default to a placeholder). Decorative: the post's title is always next to it.
 */
export function BlogBanner({
  src,
  className = "",
  first = false,
}: {
  src: string | null;
  className?: string;
  /** The page's largest picture (the featured post's, the article's): asked for at once and before the others. */
  first?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`blog-banner blog-banner--placeholder ${className}`} aria-hidden="true">
        <svg viewBox="0 0 120 63" preserveAspectRatio="xMidYMid slice" focusable="false" aria-hidden="true">
          <circle cx="92" cy="16" r="22" fill="currentColor" opacity="0.12" />
          <circle cx="24" cy="52" r="30" fill="currentColor" opacity="0.08" />
          <path d="M0 50 C 30 40, 60 62, 120 46 L 120 63 L 0 63 Z" fill="currentColor" opacity="0.16" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`blog-banner ${className}`}
      src={src}
      alt=""
      {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      onError={() => setFailed(true)}
    />
  );
}
