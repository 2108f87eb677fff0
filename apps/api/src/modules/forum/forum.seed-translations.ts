import type { Translations } from "@haa/domain";

/** Demo translations of the forum boards (ADR 0097), by the board's English name; seeded with the demo boards. */
export const FORUM_BOARD_TRANSLATIONS: Record<string, Translations> = {
  "Getting started": {
    cs: { Name: "Začínáme", Description: "Jste v praxi noví? Zeptejte se na cokoli, představte se a zorientujte se." },
    de: {
      Name: "Erste Schritte",
      Description: "Neu in der Praxis? Fragen Sie, was Sie möchten, stellen Sie sich vor und finden Sie sich zurecht.",
    },
    es: {
      Name: "Primeros pasos",
      Description: "¿Empiezas en la práctica? Pregunta lo que quieras, preséntate y encuentra tu lugar.",
    },
    fr: {
      Name: "Premiers pas",
      Description: "Vous débutez dans la pratique ? Posez toutes vos questions, présentez-vous et trouvez vos repères.",
    },
    ja: {
      Name: "はじめに",
      Description: "施術を始めたばかりの方へ。何でも質問して、自己紹介をして、少しずつ慣れていきましょう。",
    },
    no: { Name: "Kom i gang", Description: "Ny i praksisen? Spør om hva som helst, presenter deg og finn fotfeste." },
    pt: {
      Name: "Primeiros passos",
      Description: "Começando agora na prática? Pergunte o que quiser, apresente-se e encontre o seu caminho.",
    },
  },
  "Technique & practice": {
    cs: { Name: "Technika a praxe", Description: "Protokoly, polohy rukou, dýchání a to, co při sezení funguje." },
    de: {
      Name: "Technik & Praxis",
      Description: "Protokolle, Handpositionen, Atmung und was in der Sitzung funktioniert.",
    },
    es: {
      Name: "Técnica y práctica",
      Description: "Protocolos, posiciones de las manos, respiración y lo que funciona en la sesión.",
    },
    fr: {
      Name: "Technique et pratique",
      Description: "Protocoles, positions des mains, respiration et ce qui fonctionne en séance.",
    },
    ja: { Name: "テクニックと実践", Description: "プロトコル、手の位置、呼吸法、そしてセッションで効果のあること。" },
    no: {
      Name: "Teknikk og praksis",
      Description: "Protokoller, håndstillinger, pust og det som fungerer i behandlingen.",
    },
    pt: {
      Name: "Técnica e prática",
      Description: "Protocolos, posições das mãos, respiração e o que funciona na sessão.",
    },
  },
  "Case discussions": {
    cs: {
      Name: "Diskuze o případech",
      Description: "Anonymizované případy klientů: požádejte o názor ostatních a sdílejte výsledky.",
    },
    de: {
      Name: "Fallbesprechungen",
      Description: "Anonymisierte Klientenfälle: Bitten Sie um andere Sichtweisen und teilen Sie Ergebnisse.",
    },
    es: {
      Name: "Análisis de casos",
      Description: "Casos de clientes anonimizados: pide otras perspectivas y comparte resultados.",
    },
    fr: {
      Name: "Études de cas",
      Description: "Cas de clients anonymisés : demandez d’autres points de vue, partagez les résultats.",
    },
    ja: {
      Name: "ケースディスカッション",
      Description: "匿名化したクライアントの事例について、意見を求めたり、結果を共有したりしましょう。",
    },
    no: {
      Name: "Kasusdiskusjoner",
      Description: "Anonymiserte klientkasus: be om andres perspektiver og del resultater.",
    },
    pt: {
      Name: "Discussão de casos",
      Description: "Casos de clientes anonimizados: peça outras perspectivas e compartilhe resultados.",
    },
  },
  "Study groups": {
    cs: {
      Name: "Studijní skupiny",
      Description: "Najděte nebo založte skupinu, sdílejte poznámky a hledejte partnery pro praxi.",
    },
    de: {
      Name: "Lerngruppen",
      Description: "Suchen oder gründen Sie eine Gruppe, teilen Sie Notizen und finden Sie Übungspartner.",
    },
    es: {
      Name: "Grupos de estudio",
      Description: "Encuentra o crea un grupo, comparte apuntes y busca compañeros de práctica.",
    },
    fr: {
      Name: "Groupes d’étude",
      Description: "Trouvez ou créez un groupe, partagez vos notes et trouvez des partenaires de pratique.",
    },
    ja: {
      Name: "スタディグループ",
      Description: "グループを探したり作ったりして、ノートを共有し、練習パートナーを見つけましょう。",
    },
    no: { Name: "Studiegrupper", Description: "Finn eller start en gruppe, del notater og finn øvingspartnere." },
    pt: {
      Name: "Grupos de estudo",
      Description: "Encontre ou crie um grupo, compartilhe anotações e encontre parceiros de prática.",
    },
  },
  "Business of practice": {
    cs: { Name: "Vedení praxe", Description: "Ceny, rezervace, záznamy, pojištění a rozvoj praxe." },
    de: {
      Name: "Praxisführung",
      Description: "Preise, Terminbuchung, Dokumentation, Versicherung und der Aufbau einer Praxis.",
    },
    es: {
      Name: "Gestión de la consulta",
      Description: "Precios, reservas, registros, seguros y cómo hacer crecer una consulta.",
    },
    fr: {
      Name: "Gérer son cabinet",
      Description: "Tarifs, réservations, dossiers, assurance et développement d’un cabinet.",
    },
    ja: { Name: "施術の仕事とビジネス", Description: "料金設定、予約、記録、保険、そして施術の仕事を育てていくこと。" },
    no: {
      Name: "Drift av praksis",
      Description: "Priser, timebestilling, journalføring, forsikring og å bygge opp en praksis.",
    },
    pt: {
      Name: "Gestão do consultório",
      Description: "Preços, agendamentos, registros, seguros e como fazer um consultório crescer.",
    },
  },
  "Events & travel": {
    cs: { Name: "Akce a cestování", Description: "Semináře, retreaty, spolujízdy a sdílené pokoje." },
    de: {
      Name: "Veranstaltungen & Reisen",
      Description: "Seminare, Retreats, Fahrgemeinschaften und geteilte Zimmer.",
    },
    es: {
      Name: "Eventos y viajes",
      Description: "Seminarios, retiros, viajes en coche compartido y habitaciones compartidas.",
    },
    fr: { Name: "Événements et voyages", Description: "Séminaires, retraites, covoiturage et chambres partagées." },
    ja: { Name: "イベント・旅行", Description: "セミナー、リトリート、相乗りや相部屋について。" },
    no: { Name: "Arrangementer og reiser", Description: "Seminarer, retreater, samkjøring og delte rom." },
    pt: { Name: "Eventos e viagens", Description: "Seminários, retiros, caronas e quartos compartilhados." },
  },
};
