import type { Translations } from "@haa/domain";

/** Demo translations of the product categories (ADR 0097), by the category's English name; seeded with the demo store. */
export const PRODUCT_CATEGORY_TRANSLATIONS: Record<string, Translations> = {
  "Manuals and Workbooks": {
    cs: {
      Name: "Příručky a pracovní sešity",
      Description:
        "Příručky ke kurzům v tištěné podobě nebo jako personalizované digitální kopie a pracovní sešity pro praxi.",
    },
    de: {
      Name: "Handbücher und Arbeitshefte",
      Description:
        "Kurshandbücher, gedruckt oder als personalisierte digitale Ausgabe, und Arbeitshefte für die Praxis.",
    },
    es: {
      Name: "Manuales y cuadernos de trabajo",
      Description:
        "Manuales de los cursos, impresos o como copias digitales personalizadas, y cuadernos de trabajo para practicar.",
    },
    fr: {
      Name: "Manuels et cahiers d’exercices",
      Description:
        "Manuels de cours, imprimés ou en exemplaire numérique personnalisé, et cahiers d’exercices pour la pratique.",
    },
    ja: {
      Name: "マニュアル・ワークブック",
      Description: "講座のマニュアル（印刷版またはお名前入りのデジタル版）と、練習用のワークブック。",
    },
    no: {
      Name: "Håndbøker og arbeidsbøker",
      Description: "Kurshåndbøker, trykt eller som personlige digitale eksemplarer, og arbeidsbøker til øving.",
    },
    pt: {
      Name: "Manuais e cadernos de exercícios",
      Description:
        "Manuais dos cursos, impressos ou em cópias digitais personalizadas, e cadernos de exercícios para a prática.",
    },
  },
  "Charts and Posters": {
    cs: {
      Name: "Tabule a plakáty",
      Description: "Nástěnné tabule s protokolem, anatomií a polohami rukou do terapeutické místnosti.",
    },
    de: {
      Name: "Tafeln und Poster",
      Description: "Wandtafeln zum Protokoll, zur Anatomie und zu den Handpositionen für den Behandlungsraum.",
    },
    es: {
      Name: "Láminas y pósteres",
      Description:
        "Láminas murales del protocolo, la anatomía y las posiciones de las manos para la sala de tratamiento.",
    },
    fr: {
      Name: "Planches et affiches",
      Description: "Planches murales du protocole, de l’anatomie et des positions des mains pour la salle de soins.",
    },
    ja: {
      Name: "チャート・ポスター",
      Description: "施術室の壁に貼る、プロトコル、解剖学、手の位置のチャート。",
    },
    no: {
      Name: "Plansjer og plakater",
      Description: "Veggplansjer med protokollen, anatomi og håndstillinger til behandlingsrommet.",
    },
    pt: {
      Name: "Pranchas e pôsteres",
      Description: "Pranchas de parede do protocolo, da anatomia e das posições das mãos para a sala de atendimento.",
    },
  },
  Books: {
    cs: { Name: "Knihy", Description: "Knihy našich lektorů a zakladatelů o metodě a její praxi." },
    de: { Name: "Bücher", Description: "Bücher unserer Lehrenden und Gründer über die Methode und ihre Praxis." },
    es: { Name: "Libros", Description: "Libros de nuestros instructores y fundadores sobre el método y su práctica." },
    fr: { Name: "Livres", Description: "Livres de nos instructeurs et fondateurs sur la méthode et sa pratique." },
    ja: { Name: "書籍", Description: "インストラクターや創設者が、メソッドとその実践について書いた書籍。" },
    no: {
      Name: "Bøker",
      Description: "Bøker av instruktørene og grunnleggerne våre om metoden og hvordan den praktiseres.",
    },
    pt: { Name: "Livros", Description: "Livros de nossos instrutores e fundadores sobre o método e sua prática." },
  },
  "Practice Supplies": {
    cs: {
      Name: "Pomůcky pro praxi",
      Description:
        "Vše, co terapeut potřebuje v terapeutické místnosti: prádlo, polohovací válce, nástroje na poklepávání a další.",
    },
    de: {
      Name: "Praxisbedarf",
      Description: "Was Praktizierende im Behandlungsraum brauchen: Wäsche, Lagerungsrollen, Klopfwerkzeuge und mehr.",
    },
    es: {
      Name: "Material de práctica",
      Description:
        "Lo que un terapeuta necesita en la sala de tratamiento: ropa de camilla, cojines de apoyo, herramientas de percusión y más.",
    },
    fr: {
      Name: "Fournitures pour la pratique",
      Description:
        "Ce dont un praticien a besoin dans la salle de soins : linge, coussins de positionnement, outils de tapotement et plus encore.",
    },
    ja: {
      Name: "施術用品",
      Description: "施術者が施術室で必要とするもの：リネン、ボルスター、タッピングツールなど。",
    },
    no: {
      Name: "Praksisutstyr",
      Description: "Det en terapeut trenger i behandlingsrommet: tekstiler, støtteputer, bankeverktøy og mer.",
    },
    pt: {
      Name: "Materiais de prática",
      Description:
        "O que um terapeuta precisa na sala de atendimento: roupas de maca, almofadas de apoio, ferramentas de percussão e muito mais.",
    },
  },
  "Instructor Training Kits": {
    cs: {
      Name: "Výukové sady pro lektory",
      Description: "Výukové materiály pro licencované lektory, prodávané za cenu pro lektory.",
    },
    de: {
      Name: "Unterrichtssets für Lehrende",
      Description: "Unterrichtsmaterialien für lizenzierte Lehrende, zum Preis für Lehrende.",
    },
    es: {
      Name: "Kits de formación para instructores",
      Description: "Materiales didácticos para instructores con licencia, a la venta al precio para instructores.",
    },
    fr: {
      Name: "Kits de formation pour instructeurs",
      Description: "Supports pédagogiques pour les instructeurs agréés, vendus au prix instructeur.",
    },
    ja: {
      Name: "インストラクター用指導キット",
      Description: "ライセンスを持つインストラクター向けの指導教材。インストラクター価格で販売しています。",
    },
    no: {
      Name: "Undervisningssett for instruktører",
      Description: "Undervisningsmateriell for lisensierte instruktører, solgt til instruktørpris.",
    },
    pt: {
      Name: "Kits de ensino para instrutores",
      Description: "Materiais didáticos para instrutores licenciados, vendidos pelo preço para instrutores.",
    },
  },
  "Digital Downloads": {
    cs: {
      Name: "Digitální produkty ke stažení",
      Description: "Nahrávky a průvodce k vytištění, které dostanete jako odkaz ke stažení spolu s objednávkou.",
    },
    de: {
      Name: "Digitale Downloads",
      Description: "Aufnahmen und druckbare Anleitungen, geliefert als Download-Link mit Ihrer Bestellung.",
    },
    es: {
      Name: "Descargas digitales",
      Description: "Grabaciones y guías imprimibles, que recibes como enlace de descarga con tu pedido.",
    },
    fr: {
      Name: "Téléchargements numériques",
      Description:
        "Enregistrements et guides à imprimer, fournis sous forme de lien de téléchargement avec votre commande.",
    },
    ja: {
      Name: "デジタルダウンロード",
      Description: "音声録音と印刷用ガイド。ご注文とともにダウンロードリンクでお届けします。",
    },
    no: {
      Name: "Digitale nedlastinger",
      Description: "Opptak og utskrivbare veiledninger, levert som en nedlastingslenke sammen med bestillingen din.",
    },
    pt: {
      Name: "Downloads digitais",
      Description: "Gravações e guias para imprimir, entregues como link de download junto com o seu pedido.",
    },
  },
};

/** Demo translations of the first ten products (ADR 0097), by the product's English title; seeded with the demo store. */
export const PRODUCT_TRANSLATIONS: Record<string, Translations> = {
  "Access Technique Essentials — Digital Student Manual": {
    es: {
      Title: "Access Technique: curso esencial — Manual digital del alumno",
      Summary: "Tu copia personalizada en PDF del manual de Access Technique, en tu biblioteca en cuanto pagas.",
      Description:
        "Las cinco rutinas para casa de Access Technique, paso a paso, con las posiciones de las manos y los tiempos.\n\nLa copia digital se personaliza con tu nombre y aparece en Mis manuales en cuanto se confirma el pago.",
    },
    de: {
      Title: "Access Technique: Grundkurs — Digitales Teilnehmerhandbuch",
      Summary:
        "Ihr personalisiertes PDF-Exemplar des Access-Technique-Handbuchs, in Ihrer Bibliothek, sobald Sie bezahlt haben.",
      Description:
        "Die fünf Routinen der Access Technique für zu Hause, Schritt für Schritt, mit Handpositionen und Zeitangaben.\n\nDas digitale Exemplar ist mit Ihrem Namen personalisiert und erscheint unter „Meine Handbücher“, sobald die Zahlung eingegangen ist.",
    },
    ja: {
      Title: "アクセス・テクニック入門 — デジタル受講者マニュアル",
      Summary: "アクセス・テクニックのマニュアルのお名前入り PDF 版。お支払いが済むとすぐにライブラリに追加されます。",
      Description:
        "アクセス・テクニックの5つのホームルーティンを、手の位置と時間の目安とともに、ステップごとに解説しています。\n\nデジタル版にはお客様のお名前が入り、お支払いが完了するとすぐに「マイマニュアル」に表示されます。",
    },
  },
  "Anatomy for Practitioners — Digital Workbook": {
    es: {
      Title: "Anatomía para terapeutas — Cuaderno de trabajo digital",
      Summary:
        "Músculos, fascia y sistema nervioso explicados con palabras sencillas, con preguntas de repaso en cada capítulo.",
      Description:
        "El cuaderno de referencia del curso Anatomía para terapeutas, en PDF personalizado.\n\nCada capítulo termina con preguntas de repaso; las respuestas están al final del cuaderno.",
    },
    de: {
      Title: "Anatomie für Praktizierende — Digitales Arbeitsheft",
      Summary: "Muskeln, Faszien und Nervensystem in verständlicher Sprache, mit Wiederholungsfragen zu jedem Kapitel.",
      Description:
        "Das Referenz-Arbeitsheft des Kurses „Anatomie für Praktizierende“ als personalisiertes PDF.\n\nJedes Kapitel endet mit Wiederholungsfragen; die Antworten finden Sie am Ende des Hefts.",
    },
    ja: {
      Title: "施術者のための解剖学 — デジタルワークブック",
      Summary: "筋肉、筋膜、神経系をわかりやすい言葉で解説。各章に復習問題が付いています。",
      Description:
        "「施術者のための解剖学」講座の参考ワークブックを、お名前入りの PDF でお届けします。\n\n各章の終わりに復習問題があり、解答は巻末に掲載しています。",
    },
  },
  "Foundations Modules 1 and 2 — Printed Manual": {
    es: {
      Title: "Fundamentos, módulos 1 y 2 — Manual impreso",
      Summary:
        "El manual con encuadernación en espiral de los módulos de Fundamentos, impreso en papel grueso que queda plano sobre la mesa.",
      Description:
        "Todos los pasos del protocolo de los módulos 1 y 2 de Fundamentos, con fotografías de las posiciones de las manos, las láminas del protocolo y espacio para tus notas.\n\nEncuadernación en espiral, 212 páginas, A4.",
    },
    de: {
      Title: "Grundlagenmodule 1 und 2 — Gedrucktes Handbuch",
      Summary:
        "Das spiralgebundene Handbuch der Grundlagenmodule, gedruckt auf kräftigem Papier, das flach auf dem Tisch liegt.",
      Description:
        "Jeder Protokollschritt der Grundlagenmodule 1 und 2 mit Fotos der Handpositionen, den Protokolltafeln und Platz für Ihre Notizen.\n\nSpiralbindung, 212 Seiten, A4.",
    },
    ja: {
      Title: "基礎モジュール1・2 — 印刷版マニュアル",
      Summary: "基礎モジュールのリング製本マニュアル。厚手の紙に印刷しているので、机の上で平らに開けます。",
      Description:
        "基礎モジュール1・2のプロトコルの全ステップを、手の位置の写真、プロトコルのチャート、メモ欄とともに収録しています。\n\nリング製本、212ページ、A4判。",
    },
  },
  "Practitioner's Session Log": {
    es: {
      Title: "Registro de sesiones del terapeuta",
      Summary:
        "Un registro encuadernado para 120 sesiones: notas del cliente, prioridades encontradas y seguimiento, con el formato que se enseña en los cursos.",
      Description:
        "La certificación exige sesiones de práctica documentadas. Este registro sigue el formato que se enseña en Fundamentos, para que tu supervisor pueda leerlo de un vistazo.\n\nTapa dura, 160 páginas.",
    },
    de: {
      Title: "Sitzungsprotokoll für Praktizierende",
      Summary:
        "Ein gebundenes Protokollbuch für 120 Sitzungen: Klientennotizen, gefundene Prioritäten und Nachbetreuung, aufgebaut wie im Unterricht gelernt.",
      Description:
        "Für die Zertifizierung werden dokumentierte Übungssitzungen verlangt. Dieses Protokollbuch folgt dem Aufbau, der in den Grundlagenmodulen gelehrt wird, sodass es sich bei der Supervision auf einen Blick lesen lässt.\n\nHardcover, 160 Seiten.",
    },
    ja: {
      Title: "施術者のセッション記録帳",
      Summary:
        "120回分のセッションを記録できる製本ノート。クライアントのメモ、見つかった優先事項、フォローアップを、講座で習ったとおりのレイアウトで記入できます。",
      Description:
        "認定を受けるには、記録に残した練習セッションが必要です。この記録帳は基礎モジュールで教えるレイアウトに沿っているため、スーパーバイザーがひと目で確認できます。\n\nハードカバー、160ページ。",
    },
  },
  "Study Group Workbook": {
    es: {
      Title: "Cuaderno de trabajo para grupos de estudio",
      Summary:
        "Doce sesiones de práctica guiada para grupos de estudio, con ejercicios por parejas y en grupos de tres.",
      Description:
        "Escrito para los grupos de estudio mensuales: cada sesión tiene un tema, un calentamiento, dos ejercicios prácticos y preguntas para el debate.\n\nTapa blanda, 96 páginas.",
    },
    de: {
      Title: "Arbeitsheft für Lerngruppen",
      Summary: "Zwölf Einheiten angeleiteter Praxis für Lerngruppen, mit Übungen zu zweit und zu dritt.",
      Description:
        "Geschrieben für die monatlichen Lerngruppen: Jede Einheit hat ein Thema, eine Aufwärmübung, zwei praktische Übungen und Fragen zur Diskussion.\n\nTaschenbuch, 96 Seiten.",
    },
    ja: {
      Title: "スタディグループ用ワークブック",
      Summary: "スタディグループ向けのガイド付き練習12回分。2人組・3人組で行うエクササイズ付き。",
      Description:
        "毎月のスタディグループのために書かれたワークブックです。各回にテーマ、ウォームアップ、2つの練習エクササイズ、話し合いのための質問があります。\n\nペーパーバック、96ページ。",
    },
  },
  "The Protocol Chart — Wall Edition": {
    es: {
      Title: "La lámina del protocolo — Edición mural",
      Summary:
        "El protocolo completo en una sola lámina plastificada de 60 × 90 cm, para la pared de la sala de tratamiento.",
      Description:
        "La lámina con la que aprende todo terapeuta, plastificada para que resista años de uso. Las secciones, con código de colores, siguen el orden que se enseña en Fundamentos.\n\nSe envía enrollada en un tubo.",
    },
    de: {
      Title: "Die Protokolltafel — Wandausgabe",
      Summary: "Das vollständige Protokoll auf einer laminierten Tafel, 60 × 90 cm, für die Wand im Behandlungsraum.",
      Description:
        "Die Tafel, mit der alle Praktizierenden lernen, laminiert, damit sie jahrelangen Gebrauch übersteht. Farblich gekennzeichnete Abschnitte folgen der Reihenfolge aus den Grundlagenmodulen.\n\nWird gerollt in einer Versandhülse geliefert.",
    },
    ja: {
      Title: "プロトコルチャート — 壁掛け版",
      Summary: "プロトコル全体を1枚にまとめたラミネート加工のチャート（60 × 90 cm）。施術室の壁に貼れます。",
      Description:
        "すべての施術者が学ぶときに使うチャートです。長年の使用に耐えるよう、ラミネート加工しています。色分けされたセクションは、基礎モジュールで教える順序に沿っています。\n\n筒に丸めて発送します。",
    },
  },
  "The Protocol Chart — Pocket Edition": {
    es: {
      Title: "La lámina del protocolo — Edición de bolsillo",
      Summary:
        "La lámina del protocolo plegada en tamaño de bolsillo, para visitas a domicilio y sesiones de práctica.",
      Description: "El mismo contenido que la edición mural en una tarjeta plegada resistente, de 10 × 21 cm cerrada.",
    },
    de: {
      Title: "Die Protokolltafel — Taschenausgabe",
      Summary: "Die Protokolltafel auf Taschenformat gefaltet, für Hausbesuche und Übungssitzungen.",
      Description: "Derselbe Inhalt wie bei der Wandausgabe auf einer stabilen Faltkarte, zusammengefaltet 10 × 21 cm.",
    },
    ja: {
      Title: "プロトコルチャート — ポケット版",
      Summary: "プロトコルチャートをポケットサイズに折りたたんだもの。訪問施術や練習セッションに。",
      Description: "壁掛け版と同じ内容を、丈夫な折りたたみカードに収めました。閉じたときのサイズは10 × 21 cmです。",
    },
  },
  "Anatomy Poster: The Muscular System": {
    es: {
      Title: "Póster de anatomía: el sistema muscular",
      Summary: "Vistas anterior y posterior de los principales grupos musculares, con rótulos en inglés y en latín.",
      Description:
        "Un póster anatómico claro para clientes y alumnos, impreso en papel mate, de 50 × 70 cm. Hace juego con los pósteres de la fascia y del sistema nervioso.",
    },
    de: {
      Title: "Anatomieposter: Das Muskelsystem",
      Summary: "Vorder- und Rückansicht der wichtigsten Muskelgruppen, beschriftet auf Englisch und Latein.",
      Description:
        "Ein übersichtliches Anatomieposter für Klienten und Lernende, gedruckt auf mattem Papier, 50 × 70 cm. Passend zu den Postern zu Faszien und Nervensystem.",
    },
    ja: {
      Title: "解剖学ポスター：筋肉系",
      Summary: "主要な筋群を前面と背面から図示し、英語とラテン語で名称を表記しています。",
      Description:
        "クライアントや受講生のためのわかりやすい解剖学ポスター。マット紙に印刷、50 × 70 cm。筋膜や神経系のポスターと組み合わせてお使いいただけます。",
    },
  },
  "Anatomy Poster: The Nervous System": {
    es: {
      Title: "Póster de anatomía: el sistema nervioso",
      Summary: "Los sistemas nerviosos central y autónomo, con el nervio vago destacado.",
      Description: "Póster mate de 50 × 70 cm, con rótulos en inglés y en latín. Se envía enrollado en un tubo.",
    },
    de: {
      Title: "Anatomieposter: Das Nervensystem",
      Summary: "Das zentrale und das autonome Nervensystem, mit hervorgehobenem Vagusnerv.",
      Description:
        "Mattes Poster, 50 × 70 cm, beschriftet auf Englisch und Latein. Wird gerollt in einer Versandhülse geliefert.",
    },
    ja: {
      Title: "解剖学ポスター：神経系",
      Summary: "中枢神経系と自律神経系を図示し、迷走神経を強調しています。",
      Description: "マット仕上げのポスター、50 × 70 cm、英語とラテン語で表記。筒に丸めて発送します。",
    },
  },
  "Five Elements Reference Chart": {
    es: {
      Title: "Lámina de referencia de los cinco elementos",
      Summary:
        "Los cinco elementos con sus órganos, emociones y estaciones, tal como se usan en los módulos avanzados.",
      Description:
        "Lámina plastificada A3 a doble cara: los ciclos en el anverso y la tabla de correspondencias en el reverso.",
    },
    de: {
      Title: "Fünf-Elemente-Referenztafel",
      Summary:
        "Die fünf Elemente mit ihren Organen, Emotionen und Jahreszeiten, wie sie in den fortgeschrittenen Modulen verwendet werden.",
      Description: "Laminierte A3-Tafel, beidseitig bedruckt: vorne die Zyklen, hinten die Tabelle der Entsprechungen.",
    },
    ja: {
      Title: "五行リファレンスチャート",
      Summary: "五行と、それぞれに対応する臓器・感情・季節を、上級モジュールで使う形でまとめています。",
      Description: "ラミネート加工のA3チャート（両面）。表面に循環図、裏面に対応表を掲載しています。",
    },
  },
};
