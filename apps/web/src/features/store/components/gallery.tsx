import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The product's pictures: one large picture, previous/next buttons and a row of thumbnails in a toolbar that
 * answers the left/right arrow keys (and Home/End) wherever focus is in it; the position is announced politely.
 */
export function Gallery({ title, pictures }: { title: string; pictures: string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = pictures.length;
  const current = Math.min(index, total - 1);
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    const next = moves[event.key];
    if (next === undefined || total < 2) return;
    event.preventDefault();
    go(next);
  };
  if (total === 0) return null;
  return (
    <section className="store-gallery" aria-roledescription="carousel" aria-label={t("storeDetail.gallery", { title })}>
      <figure className="store-gallery__stage">
        <img
          className="store-gallery__image"
          src={pictures[current]}
          alt={t("storeDetail.picture", { n: current + 1, total })}
          width={480}
          height={480}
        />
        <figcaption className="muted" aria-live="polite">
          {t("storeDetail.picture", { n: current + 1, total })}
        </figcaption>
      </figure>
      <p id="store-gallery-hint" className="visually-hidden">
        {t("storeDetail.galleryHint")}
      </p>
      {total > 1 ? (
        <div
          className="store-gallery__controls"
          role="toolbar"
          aria-label={t("storeDetail.gallery", { title })}
          aria-describedby="store-gallery-hint"
          onKeyDown={onKeyDown}
        >
          <button
            type="button"
            className="store-gallery__step"
            onClick={() => go(current - 1)}
            aria-label={t("storeDetail.previous")}
          >
            ‹
          </button>
          <ul className="store-gallery__thumbs">
            {pictures.map((src, n) => (
              <li key={src}>
                <button
                  type="button"
                  className="store-gallery__thumb"
                  aria-label={t("storeDetail.show", { n: n + 1 })}
                  aria-current={n === current ? "true" : undefined}
                  onClick={() => go(n)}
                >
                  <img src={src} alt="" width={72} height={72} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="store-gallery__step"
            onClick={() => go(current + 1)}
            aria-label={t("storeDetail.next")}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
