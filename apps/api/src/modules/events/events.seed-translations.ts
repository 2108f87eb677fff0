import type { Translations } from "@haa/domain";

/** Demo translations of the events (ADR 0097), by the event's English title: Spanish, German and Japanese. */
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
  "Online reading group: The Listening Touch": {
    es: {
      Title: "Grupo de lectura en línea: The Listening Touch",
      Description:
        "Cada dos jueves comentamos dos capítulos de The Listening Touch y compartimos cómo aparecen sus ideas en nuestras sesiones. La cámara es opcional; el enlace se abre diez minutos antes.",
    },
    de: {
      Title: "Online-Lesekreis: The Listening Touch",
      Description:
        "Jeden zweiten Donnerstag besprechen wir zwei Kapitel aus The Listening Touch und erzählen, wie sich die Gedanken in unseren Sitzungen zeigen. Kamera freiwillig; der Link öffnet zehn Minuten vorher.",
    },
    ja: {
      Title: "オンライン読書会：The Listening Touch",
      Description:
        "隔週の木曜日に『The Listening Touch』を2章ずつ読み、その考え方が自分のセッションにどう表れるかを話し合います。カメラは任意です。リンクは10分前に開きます。",
    },
  },
  "Practitioner supervision evening": {
    es: {
      Title: "Tarde de supervisión para terapeutas",
      Description:
        "Una tarde al mes para que los terapeutas traigan casos anonimizados a la supervisión entre colegas, guiada por un instructor sénior. Té desde las 19:00.",
    },
    de: {
      Title: "Supervisionsabend für Praktiker",
      Description:
        "Ein monatlicher Abend, an dem Praktiker anonymisierte Fälle in die kollegiale Supervision einbringen, geleitet von einer erfahrenen Lehrkraft. Tee ab 19:00 Uhr.",
    },
    ja: {
      Title: "プラクティショナーのためのスーパービジョンの夕べ",
      Description:
        "月に一度、プラクティショナーが匿名化した事例を持ち寄り、シニアインストラクターの進行でピア・スーパービジョンを行います。19時からお茶をご用意しています。",
    },
  },
  "Morning practice week by the sea": {
    es: {
      Title: "Semana de práctica matinal junto al mar",
      Description:
        "Cinco sesiones al amanecer en el césped norte de Bondi: respiración, movimiento y una breve secuencia de autotratamiento.",
    },
    de: {
      Title: "Morgendliche Übungswoche am Meer",
      Description:
        "Fünf Sitzungen bei Sonnenaufgang auf der Nordwiese von Bondi: Atem, Bewegung und eine kurze Selbstbehandlung.",
    },
    ja: {
      Title: "海辺の朝の実践ウィーク",
      Description:
        "ボンダイ北側の芝生で、日の出とともに5回のセッション。呼吸、動き、短いセルフトリートメントを行います。",
    },
  },
  "Summer breathwork series": {
    es: {
      Title: "Serie de verano de trabajo con la respiración",
      Description:
        "Seis tardes semanales sobre respiración y postura. Esta serie ha terminado; le sigue una serie de invierno.",
    },
    de: {
      Title: "Sommerreihe Atemarbeit",
      Description: "Sechs wöchentliche Abende zu Atem und Haltung. Diese Reihe ist beendet; eine Winterreihe folgt.",
    },
    ja: {
      Title: "夏のブレスワーク・シリーズ",
      Description: "呼吸と姿勢をテーマにした週1回・全6回の夕べ。このシリーズは終了しました。冬のシリーズが続きます。",
    },
  },
  "Community clinic afternoon": {
    es: {
      Title: "Tarde de clínica comunitaria",
      Description:
        "Nuestros terapeutas ofrecen sesiones breves al público a cambio de un donativo para el fondo de ayuda. Los miembros pueden colaborar en la recepción.",
    },
    de: {
      Title: "Nachmittag der offenen Praxis",
      Description:
        "Unsere Praktiker bieten der Öffentlichkeit kurze Sitzungen gegen eine Spende für den Härtefonds an. Mitglieder können am Empfang mithelfen.",
    },
    ja: {
      Title: "コミュニティ・クリニックの午後",
      Description:
        "プラクティショナーが一般の方に短いセッションを行い、寄付は困窮支援基金に充てられます。会員は受付のボランティアとして参加できます。",
    },
  },
};
