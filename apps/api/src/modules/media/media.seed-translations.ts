import type { Translations } from "@haa/domain";

/** Demo translations of the video categories (ADR 0097), by the category's English name: every other language. */
export const VIDEO_CATEGORY_TRANSLATIONS: Record<string, Translations> = {
  "Getting started": {
    cs: { Name: "Začínáme" },
    de: { Name: "Erste Schritte" },
    es: { Name: "Primeros pasos" },
    fr: { Name: "Premiers pas" },
    ja: { Name: "はじめに" },
    no: { Name: "Kom i gang" },
    pt: { Name: "Primeiros passos" },
  },
  "Self-care routines": {
    cs: { Name: "Péče o sebe" },
    de: { Name: "Übungen zur Selbstfürsorge" },
    es: { Name: "Rutinas de autocuidado" },
    fr: { Name: "Routines de soin de soi" },
    ja: { Name: "セルフケアの習慣" },
    no: { Name: "Egenomsorg i hverdagen" },
    pt: { Name: "Rotinas de autocuidado" },
  },
  "Practitioner skills": {
    cs: { Name: "Dovednosti terapeuta" },
    de: { Name: "Praxiswissen für Therapeuten" },
    es: { Name: "Habilidades del terapeuta" },
    fr: { Name: "Compétences du praticien" },
    ja: { Name: "プラクティショナーの技術" },
    no: { Name: "Ferdigheter for terapeuter" },
    pt: { Name: "Competências do terapeuta" },
  },
  "Conference talks": {
    cs: { Name: "Přednášky z konferencí" },
    de: { Name: "Konferenzvorträge" },
    es: { Name: "Ponencias de congresos" },
    fr: { Name: "Conférences" },
    ja: { Name: "カンファレンス講演" },
    no: { Name: "Konferanseforedrag" },
    pt: { Name: "Palestras de conferências" },
  },
  "Founder Video Archive": {
    cs: { Name: "Videoarchiv zakladatelů" },
    de: { Name: "Videoarchiv der Gründer" },
    es: { Name: "Archivo de vídeos de los fundadores" },
    fr: { Name: "Archives vidéo des fondateurs" },
    ja: { Name: "創設者ビデオアーカイブ" },
    no: { Name: "Grunnleggernes videoarkiv" },
    pt: { Name: "Arquivo de vídeos dos fundadores" },
  },
};

/** Demo translations of the download groups, by the group's English name: every other language. */
export const DOWNLOAD_GROUP_TRANSLATIONS: Record<string, Translations> = {
  "Forms and intake": {
    cs: { Name: "Formuláře a vstupní pohovor", Description: "Formuláře pro klienty před sezením a po něm." },
    de: {
      Name: "Formulare und Erstaufnahme",
      Description: "Formulare für Ihre Klientinnen und Klienten vor und nach einer Sitzung.",
    },
    es: {
      Name: "Formularios y admisión",
      Description: "Formularios para usar con los clientes antes y después de una sesión.",
    },
    fr: {
      Name: "Formulaires et accueil",
      Description: "Des formulaires à utiliser avec vos clients avant et après une séance.",
    },
    ja: { Name: "書式と初回受付", Description: "セッションの前後にクライアントと使う書式です。" },
    no: { Name: "Skjemaer og inntak", Description: "Skjemaer til bruk med klienter før og etter en behandling." },
    pt: {
      Name: "Formulários e admissão",
      Description: "Formulários para usar com os clientes antes e depois de uma sessão.",
    },
  },
  "Home care handouts": {
    cs: { Name: "Materiály pro domácí péči", Description: "Jednoduché materiály, které klientům dáte po sezení." },
    de: {
      Name: "Merkblätter für zu Hause",
      Description: "Einfache Merkblätter, die Sie Ihren Klienten nach einer Sitzung mitgeben können.",
    },
    es: {
      Name: "Hojas de cuidados en casa",
      Description: "Hojas sencillas para entregar a los clientes después de una sesión.",
    },
    fr: {
      Name: "Fiches de soins à domicile",
      Description: "Des fiches simples à remettre à vos clients après une séance.",
    },
    ja: { Name: "ホームケア資料", Description: "セッション後にクライアントへ渡せるシンプルな資料です。" },
    no: { Name: "Råd for egenpleie hjemme", Description: "Enkle ark du kan gi klienter etter en behandling." },
    pt: {
      Name: "Folhetos de cuidados em casa",
      Description: "Folhetos simples para entregar aos clientes depois de uma sessão.",
    },
  },
  "Practice resources": {
    cs: { Name: "Materiály pro praxi", Description: "Kontrolní seznamy a průvodce pro vedení praxe." },
    de: {
      Name: "Hilfen für Ihre Praxis",
      Description: "Checklisten und Leitfäden für die Führung Ihrer Praxis.",
    },
    es: { Name: "Recursos para la consulta", Description: "Listas de comprobación y guías para llevar una consulta." },
    fr: { Name: "Ressources pour le cabinet", Description: "Listes de contrôle et guides pour gérer un cabinet." },
    ja: { Name: "開業のための資料", Description: "施術所の運営に役立つチェックリストとガイドです。" },
    no: { Name: "Ressurser for praksisen", Description: "Sjekklister og veiledninger for å drive en praksis." },
    pt: {
      Name: "Recursos para o consultório",
      Description: "Listas de verificação e guias para gerir um consultório.",
    },
  },
  "Founder archive papers": {
    cs: {
      Name: "Písemnosti z archivu zakladatelů",
      Description: "Naskenované poznámky a rané texty z archivu zakladatelů.",
    },
    de: {
      Name: "Schriften aus dem Gründerarchiv",
      Description: "Gescannte Notizen und frühe Texte aus dem Archiv der Gründer.",
    },
    es: {
      Name: "Documentos del archivo fundacional",
      Description: "Notas escaneadas y primeros escritos del archivo de los fundadores.",
    },
    fr: {
      Name: "Écrits des archives des fondateurs",
      Description: "Notes numérisées et premiers écrits tirés des archives des fondateurs.",
    },
    ja: { Name: "創設者アーカイブ文書", Description: "創設者アーカイブからスキャンしたメモと初期の著作です。" },
    no: {
      Name: "Dokumenter fra grunnleggernes arkiv",
      Description: "Skannede notater og tidlige tekster fra grunnleggernes arkiv.",
    },
    pt: {
      Name: "Documentos do arquivo dos fundadores",
      Description: "Notas digitalizadas e primeiros escritos do arquivo dos fundadores.",
    },
  },
};

/** Demo translations of three videos, by the video's English title: Spanish, German and Japanese. */
export const VIDEO_TRANSLATIONS: Record<string, Translations> = {
  "Welcome to the association": {
    es: {
      Title: "Bienvenida a la asociación",
      Description: "Qué le ofrece la afiliación, dónde encontrar los cursos y cómo funciona el directorio.",
    },
    de: {
      Title: "Willkommen im Verband",
      Description: "Was Ihnen die Mitgliedschaft bietet, wo Sie Kurse finden und wie das Verzeichnis funktioniert.",
    },
    ja: { Title: "協会へようこそ", Description: "会員特典、講座の探し方、ディレクトリの使い方をご紹介します。" },
  },
  "Body awareness at home": {
    es: {
      Title: "Conciencia corporal en casa",
      Description: "Una breve rutina guiada para notar la respiración, la postura y la tensión antes de descansar.",
    },
    de: {
      Title: "Körperwahrnehmung zu Hause",
      Description:
        "Eine kurze angeleitete Übung, mit der Sie vor dem Ausruhen Atem, Haltung und Anspannung wahrnehmen.",
    },
    ja: {
      Title: "自宅でできるボディアウェアネス",
      Description: "休む前に呼吸、姿勢、緊張に気づくための短いガイド付きルーティンです。",
    },
  },
  "Morning grounding in five minutes": {
    es: {
      Title: "Enraizamiento matinal en cinco minutos",
      Description: "Tres toques suaves y un patrón de respiración para empezar el día con calma.",
    },
    de: {
      Title: "Morgendliche Erdung in fünf Minuten",
      Description: "Drei sanfte Berührungen und ein Atemmuster, damit Sie ruhig in den Tag starten.",
    },
    ja: {
      Title: "5分間の朝のグラウンディング",
      Description: "3つのやさしいタッチと呼吸法で、落ち着いて一日を始めましょう。",
    },
  },
};

/** Demo translations of three downloads, by the file's English title: Spanish, German and Japanese. */
export const DOWNLOAD_TRANSLATIONS: Record<string, Translations> = {
  "Client intake form": {
    es: {
      Title: "Formulario de admisión del cliente",
      Description: "Datos de contacto, historial de salud y consentimiento en una sola página.",
    },
    de: {
      Title: "Aufnahmebogen für Klienten",
      Description: "Kontaktdaten, Gesundheitsvorgeschichte und Einwilligung auf einer Seite.",
    },
    ja: { Title: "クライアント受付票", Description: "連絡先、既往歴、同意書を1ページにまとめた書式です。" },
  },
  "After your session": {
    es: {
      Title: "Después de su sesión",
      Description: "Qué esperar en las próximas 48 horas y cómo cuidarse.",
    },
    de: {
      Title: "Nach Ihrer Sitzung",
      Description: "Was Sie in den nächsten 48 Stunden erwartet und wie Sie gut für sich sorgen.",
    },
    ja: { Title: "セッションのあとに", Description: "施術後48時間の過ごし方とセルフケアについて。" },
  },
  "Breathing card": {
    es: {
      Title: "Tarjeta de respiración",
      Description: "Una tarjeta de bolsillo con el patrón de respiración contada.",
    },
    de: { Title: "Atemkarte", Description: "Eine Karte für die Tasche mit dem gezählten Atemmuster." },
    ja: { Title: "呼吸法カード", Description: "数を数えながら行う呼吸法を載せたポケットサイズのカードです。" },
  },
};
