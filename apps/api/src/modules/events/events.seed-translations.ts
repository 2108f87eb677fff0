import type { Translations } from "@haa/domain";

/** Demo translations of three events (ADR 0097), by the event's English title: Spanish, German and Japanese. */
export const EVENT_TRANSLATIONS: Record<string, Translations> = {
  "Foundations study circle": {
    es: {
      Title: "Círculo de estudio de Fundamentos",
      Description:
        "Un círculo semanal para los miembros que están cursando Fundamentos. Cada semana repasamos un capítulo, practicamos las posiciones de las manos en parejas y tomamos notas para el registro de casos. Traiga su manual del curso y ropa cómoda.",
    },
    de: {
      Title: "Studienkreis Grundlagen",
      Description:
        "Ein wöchentlicher Kreis für Mitglieder, die den Grundlagenkurs durcharbeiten. Jede Woche besprechen wir ein Kapitel, üben die Handpositionen zu zweit und führen Notizen für das Fallprotokoll. Bitte bringen Sie Ihr Kurshandbuch und bequeme Kleidung mit.",
    },
    ja: {
      Title: "基礎コース勉強会",
      Description:
        "基礎コースを受講中の会員のための毎週の勉強会です。毎週1章ずつ復習し、ペアで手のポジションを練習し、ケーススタディの記録をつけます。コースのマニュアルと動きやすい服装でお越しください。",
    },
  },
  "Open day at the Lisbon centre": {
    es: {
      Title: "Jornada de puertas abiertas en el centro de Lisboa",
      Description:
        "Conozca a los instructores, pruebe una sesión breve y descubra cómo se organizan los cursos. Entrada libre para todos; los miembros pueden traer a un invitado.",
    },
    de: {
      Title: "Tag der offenen Tür im Zentrum Lissabon",
      Description:
        "Lernen Sie die Lehrenden kennen, probieren Sie eine kurze Sitzung aus und erfahren Sie, wie die Kurse aufgebaut sind. Eintritt frei für alle; Mitglieder dürfen einen Gast mitbringen.",
    },
    ja: {
      Title: "リスボン・センター オープンデー",
      Description:
        "インストラクターと会い、短いセッションを体験し、講座の仕組みを知ることができます。どなたでも無料で参加でき、会員はゲストを1名お連れいただけます。",
    },
  },
  "Autumn retreat day in Kyoto": {
    es: {
      Title: "Día de retiro de otoño en Kioto",
      Description: "Un día tranquilo de práctica y meditación caminando en los jardines de los templos de Higashiyama.",
    },
    de: {
      Title: "Herbstlicher Einkehrtag in Kyoto",
      Description: "Ein stiller Tag mit Übungen und Gehmeditation in den Tempelgärten von Higashiyama.",
    },
    ja: {
      Title: "京都・秋のリトリートデー",
      Description: "東山の寺院の庭園で、静かに実践と歩行瞑想を行う一日です。",
    },
  },
};
