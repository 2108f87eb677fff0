import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { MODALITIES, type Modality, type ModalityKey } from "../modalities.ts";
import { ModalityIllustration } from "./illustrations.tsx";
import "./modalities.css";
import { modalitiesRoutes } from "../manifest.ts";

const SECTIONS = ["what", "who", "session", "learn"] as const;

/** /modalities: the six modalities as cards, each leading to its page. */
export function ModalitiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("modalities.title"));
  return (
    <div className="container page modalities">
      <header className="modalities__header">
        <h1>{t("modalities.title")}</h1>
        <p className="modalities__lead">{t("modalities.lead")}</p>
      </header>
      <ul className="modalities__grid">
        {MODALITIES.map((modality) => (
          <li key={modality.key} className="modality-card">
            <ModalityIllustration modality={modality.key} className="modality-card__art" />
            <h2 className="modality-card__name">
              <Link to={modality.path}>{t(`${modality.key}.name`)}</Link>
            </h2>
            <p>{t(`${modality.key}.tagline`)}</p>
          </li>
        ))}
      </ul>
      <p className="modalities__note">{t("modalities.note")}</p>
    </div>
  );
}

function ModalityPage({ modality }: { modality: Modality }) {
  const { t } = useTranslation();
  const name = t(`${modality.key}.name`);
  useDocumentTitle(name);
  return (
    <article className="container page modality">
      <p>
        <Link to={modalitiesRoutes.to("modalities")}>{t("modalities.back")}</Link>
      </p>
      <header className="modality__hero">
        <div>
          <h1>{name}</h1>
          <p className="modalities__lead">{t(`${modality.key}.tagline`)}</p>
        </div>
        <ModalityIllustration modality={modality.key} className="modality__art" />
      </header>
      <div className="modality__sections">
        {SECTIONS.map((section) => (
          <section key={section} className="modality__section" aria-labelledby={`modality-${section}`}>
            <h2 id={`modality-${section}`}>{t(`modalities.${section}`)}</h2>
            <p>{t(`${modality.key}.${section}`)}</p>
          </section>
        ))}
      </div>
      <nav className="modality__links" aria-label={t("modalities.more", { name })}>
        <ButtonLink to={modality.courses}>{t("modalities.courses", { name })}</ButtonLink>
        <ButtonLink variant="secondary" to={modality.practitioners}>
          {t("modalities.practitioners")}
        </ButtonLink>
      </nav>
      <p className="modalities__note">{t("modalities.note")}</p>
    </article>
  );
}

const modalityOf = (key: ModalityKey): Modality => MODALITIES.find((item) => item.key === key) ?? MODALITIES[0];

export function BodyTalkPage() {
  return <ModalityPage modality={modalityOf("modalityCore")} />;
}
export function AccessPage() {
  return <ModalityPage modality={modalityOf("modalityAccess")} />;
}
export function MindscapePage() {
  return <ModalityPage modality={modalityOf("mindscape")} />;
}
export function FreefallPage() {
  return <ModalityPage modality={modalityOf("modalityFreefall")} />;
}
export function AnimalsPage() {
  return <ModalityPage modality={modalityOf("modalityAnimals")} />;
}
export function BreakthroughPage() {
  return <ModalityPage modality={modalityOf("breakthrough")} />;
}
