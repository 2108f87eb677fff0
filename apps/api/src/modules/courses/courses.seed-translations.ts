import { TRANSLATION_LANGUAGES, type TranslationLanguage, type Translations } from "@haa/domain";

/** Demo translations of the course categories (ADR 0097), by the category's English name; seeded with the demo categories. */
export const COURSE_CATEGORY_TRANSLATIONS: Record<string, Translations> = {
  Foundations: {
    cs: { Name: "Základy", Description: "Zde začíná každý terapeut: principy, protokol a praxe pod dohledem." },
    de: {
      Name: "Grundlagen",
      Description: "Hier beginnen alle Praktiker: die Prinzipien, das Protokoll und betreute Übungspraxis.",
    },
    es: {
      Name: "Fundamentos",
      Description: "Donde empieza todo terapeuta: los principios, el protocolo y la práctica supervisada.",
    },
    fr: {
      Name: "Fondements",
      Description: "Le point de départ de tout praticien : les principes, le protocole et la pratique encadrée.",
    },
    ja: { Name: "基礎", Description: "すべてのプラクティショナーの出発点：原則、プロトコル、指導のもとでの実習。" },
    no: {
      Name: "Grunnleggende",
      Description: "Der alle terapeuter begynner: prinsippene, protokollen og veiledet praksis.",
    },
    pt: {
      Name: "Fundamentos",
      Description: "Onde todo terapeuta começa: os princípios, o protocolo e a prática supervisionada.",
    },
  },
  "Advanced Practice": {
    cs: { Name: "Pokročilá praxe", Description: "Hlubší techniky pro absolventy základních modulů." },
    de: { Name: "Fortgeschrittene Praxis", Description: "Vertiefende Techniken für Absolventen der Grundlagenmodule." },
    es: {
      Name: "Práctica avanzada",
      Description: "Técnicas más profundas para quienes han completado los módulos de Fundamentos.",
    },
    fr: {
      Name: "Pratique avancée",
      Description: "Des techniques plus approfondies pour les diplômés des modules Fondements.",
    },
    ja: { Name: "上級実践", Description: "基礎モジュールを修了した方のための、より深いテクニック。" },
    no: { Name: "Viderekommen praksis", Description: "Dypere teknikker for dem som har fullført grunnmodulene." },
    pt: {
      Name: "Prática avançada",
      Description: "Técnicas mais profundas para quem concluiu os módulos de Fundamentos.",
    },
  },
  "Parama Programme": {
    cs: {
      Name: "Program Parama",
      Description:
        "Program Parama: učení zakladatelů, studijní skupiny, specializační kurzy a kurzy Breakthrough a také skupinová sezení.",
    },
    de: {
      Name: "Parama-Programm",
      Description:
        "Das Parama-Programm: Lehren der Gründer, Studiengruppen, Spezial- und Breakthrough-Kurse sowie Gruppensitzungen.",
    },
    es: {
      Name: "Programa Parama",
      Description:
        "El programa Parama: enseñanzas de los fundadores, grupos de estudio, cursos de especialidad y Breakthrough, y sesiones de grupo.",
    },
    fr: {
      Name: "Programme Parama",
      Description:
        "Le programme Parama : enseignements des fondateurs, groupes d'étude, cours de spécialité et cours Breakthrough, et séances de groupe.",
    },
    ja: {
      Name: "パラマ・プログラム",
      Description:
        "パラマ・プログラム：創設者の教え、スタディグループ、専門コースとブレイクスルー・コース、グループセッション。",
    },
    no: {
      Name: "Parama-programmet",
      Description:
        "Parama-programmet: grunnleggernes lære, studiegrupper, spesialkurs og Breakthrough-kurs, og gruppeøkter.",
    },
    pt: {
      Name: "Programa Parama",
      Description:
        "O programa Parama: ensinamentos dos fundadores, grupos de estudo, cursos de especialidade e Breakthrough, e sessões em grupo.",
    },
  },
  "Specialty and Animal Care": {
    cs: {
      Name: "Specializace a péče o zvířata",
      Description: "Využití metody u zvířat, při práci se vzpomínkami a u zvláštních skupin klientů.",
    },
    de: {
      Name: "Spezialgebiete und Tierbehandlung",
      Description:
        "Die Methode in der Arbeit mit Tieren, in der Erinnerungsarbeit und mit besonderen Klientengruppen anwenden.",
    },
    es: {
      Name: "Especialidades y cuidado animal",
      Description:
        "La aplicación del método con animales, en el trabajo con recuerdos y con grupos concretos de clientes.",
    },
    fr: {
      Name: "Spécialités et soins animaliers",
      Description:
        "Appliquer la méthode avec les animaux, dans le travail sur la mémoire et auprès de publics particuliers.",
    },
    ja: {
      Name: "専門分野と動物ケア",
      Description: "動物への施術、記憶のワーク、特定のクライアント層へのメソッドの応用。",
    },
    no: {
      Name: "Spesialområder og dyrebehandling",
      Description: "Metoden brukt på dyr, i arbeid med minner og med bestemte klientgrupper.",
    },
    pt: {
      Name: "Especialidades e cuidado animal",
      Description: "A aplicação do método com animais, no trabalho com memórias e com grupos específicos de clientes.",
    },
  },
  "Instructor Training": {
    cs: { Name: "Výcvik lektorů", Description: "Cesty k výuce metody pro zkušené terapeuty." },
    de: {
      Name: "Ausbildung zur Lehrkraft",
      Description: "Die Wege zur Lehrtätigkeit in der Methode, für erfahrene Praktiker.",
    },
    es: {
      Name: "Formación de instructores",
      Description: "Los caminos para enseñar el método, dirigidos a terapeutas con experiencia.",
    },
    fr: {
      Name: "Formation des instructeurs",
      Description: "Les parcours pour enseigner la méthode, destinés aux praticiens expérimentés.",
    },
    ja: { Name: "インストラクター養成", Description: "経験を積んだプラクティショナーのための、メソッドを教える道。" },
    no: { Name: "Instruktørutdanning", Description: "Veiene til å undervise i metoden, for erfarne terapeuter." },
    pt: {
      Name: "Formação de instrutores",
      Description: "Os caminhos para ensinar o método, para terapeutas experientes.",
    },
  },
};

/** Demo translations of the courses (ADR 0097), by the course's English title; seeded with the demo courses. */
export const COURSE_TRANSLATIONS: Record<string, Translations> = {
  "Access Technique Essentials": {
    cs: {
      Title: "Access Technique: základní kurz",
      Summary:
        "Jednodenní úvod do pěti jednoduchých postupů, které může doma používat kdokoli ke zmírnění stresu a podpoře rovnováhy.",
      Description:
        "Access Technique je nejjemnějším vstupem do metody. Za jeden den se naučíte pět postupů, které podporují vlastní vyrovnávací schopnosti těla: poklepávání na mozkovou kůru, hydrataci, chemii těla, přepínací postup a lymfatickou sekvenci.\n\nNepotřebujete žádné předchozí zkušenosti. Odcházíte s tím, že postupy dokážete použít u sebe, své rodiny a přátel, a také s tištěnou příručkou a potvrzením o účasti.",
    },
    de: {
      Title: "Access Technique: Grundkurs",
      Summary:
        "Eine eintägige Einführung in fünf einfache Routinen, die jeder zu Hause anwenden kann, um Stress abzubauen und das Gleichgewicht zu unterstützen.",
      Description:
        "Die Access Technique ist der sanfteste Einstieg in die Methode. An einem Tag lernen Sie fünf Routinen, die das körpereigene Ausgleichen unterstützen: das Kortex-Klopfen, die Hydration, die Körperchemie, die Umschalt-Routine und die Lymph-Sequenz.\n\nVorkenntnisse sind nicht erforderlich. Danach können Sie die Routinen bei sich selbst, bei Familie und Freunden anwenden; Sie erhalten ein gedrucktes Handbuch und eine Teilnahmebescheinigung.",
    },
    es: {
      Title: "Access Technique: curso esencial",
      Summary:
        "Una introducción de un día a cinco rutinas sencillas que cualquiera puede usar en casa para aliviar el estrés y favorecer el equilibrio.",
      Description:
        "La Access Technique es la puerta de entrada más suave al método. En un día aprendes cinco rutinas que favorecen el propio equilibrio del cuerpo: el golpeteo de la corteza, la hidratación, la química corporal, la rutina de conmutación y la secuencia linfática.\n\nNo se necesita experiencia previa. Al terminar podrás aplicar las rutinas en ti, en tu familia y en tus amigos, y te llevarás un manual impreso y un certificado de asistencia.",
    },
    fr: {
      Title: "Access Technique : les essentiels",
      Summary:
        "Une initiation d'une journée à cinq routines simples que chacun peut pratiquer chez soi pour apaiser le stress et favoriser l'équilibre.",
      Description:
        "L'Access Technique est la porte d'entrée la plus douce dans la méthode. En une journée, vous apprenez cinq routines qui soutiennent l'équilibrage naturel du corps : le tapotement des cortex, l'hydratation, la chimie corporelle, la routine de commutation et la séquence lymphatique.\n\nAucune expérience préalable n'est nécessaire. Vous repartez capable d'utiliser les routines pour vous-même, votre famille et vos amis, avec un manuel imprimé et une attestation de participation.",
    },
    ja: {
      Title: "アクセス・テクニック入門",
      Summary:
        "ストレスを和らげ、バランスを支えるために、誰でも家庭で使える5つのシンプルなルーティンを学ぶ1日の入門講座です。",
      Description:
        "アクセス・テクニックは、メソッドへの最もやさしい入り口です。1日で、体が本来持つバランスを整える働きを支える5つのルーティンを学びます：皮質タッピング、水分補給、ボディケミストリー、スイッチング・ルーティン、リンパのシークエンスです。\n\n事前の経験は必要ありません。修了後は、ご自身やご家族、友人にルーティンを使えるようになり、印刷版のマニュアルと受講証明書をお持ち帰りいただけます。",
    },
    no: {
      Title: "Access Technique: grunnkurs",
      Summary:
        "En endagsinnføring i fem enkle rutiner som alle kan bruke hjemme for å dempe stress og støtte balansen.",
      Description:
        "Access Technique er den mildeste inngangen til metoden. På én dag lærer du fem rutiner som støtter kroppens egen balansering: korteksbanking, hydrering, kroppskjemi, omkoblingsrutinen og lymfesekvensen.\n\nDu trenger ingen erfaring på forhånd. Etter kurset kan du bruke rutinene på deg selv, familie og venner, og du får med deg en trykt håndbok og et deltakerbevis.",
    },
    pt: {
      Title: "Access Technique: curso essencial",
      Summary:
        "Uma introdução de um dia a cinco rotinas simples que qualquer pessoa pode usar em casa para aliviar o estresse e favorecer o equilíbrio.",
      Description:
        "A Access Technique é a porta de entrada mais suave para o método. Em um dia, você aprende cinco rotinas que apoiam o equilíbrio natural do corpo: a percussão dos córtices, a hidratação, a química corporal, a rotina de alternância e a sequência linfática.\n\nNão é preciso experiência prévia. Você sai apto a usar as rotinas em si mesmo, na família e nos amigos, com um manual impresso e um certificado de participação.",
    },
  },
  "Foundations Module 1: Principles and Protocol": {
    cs: {
      Title: "Základní modul 1: principy a protokol",
      Summary: "Principy metody a celý protokol sezení, procvičované ve dvojicích během dvou dnů.",
      Description:
        "Modul 1 vysvětluje, proč metoda funguje a jak sezení probíhá: stanovení priorit, tabulka protokolu, neuromuskulární biofeedback a poklepávání.\n\nPolovinu času tvoří praxe ve dvojicích pod dohledem. Na konci dokážete vést úplná jednoduchá sezení a zapisovat poznámky k případům do svého deníku praxe.",
    },
    de: {
      Title: "Grundlagenmodul 1: Prinzipien und Protokoll",
      Summary: "Die Prinzipien der Methode und das vollständige Sitzungsprotokoll, an zwei Tagen paarweise geübt.",
      Description:
        "Modul 1 vermittelt, warum die Methode wirkt und wie eine Sitzung abläuft: Prioritäten ermitteln, die Protokolltafel, neuromuskuläres Biofeedback und das Klopfen.\n\nDie Hälfte der Zeit ist betreute Übung in Paaren. Am Ende können Sie vollständige, einfache Sitzungen geben und Fallnotizen für Ihr Praxisprotokoll führen.",
    },
    es: {
      Title: "Módulo 1 de Fundamentos: principios y protocolo",
      Summary:
        "Los principios del método y el protocolo completo de la sesión, practicados en parejas durante dos días.",
      Description:
        "El Módulo 1 enseña por qué funciona el método y cómo se desarrolla una sesión: el establecimiento de prioridades, la tabla del protocolo, el biofeedback neuromuscular y el golpeteo.\n\nLa mitad del tiempo es práctica supervisada en parejas. Al terminar sabrás dar sesiones completas y sencillas y llevar notas de casos para tu registro de práctica.",
    },
    fr: {
      Title: "Module 1 des Fondements : principes et protocole",
      Summary: "Les principes de la méthode et le protocole complet d'une séance, pratiqués en binôme sur deux jours.",
      Description:
        "Le module 1 explique pourquoi la méthode fonctionne et comment se déroule une séance : l'établissement des priorités, le tableau du protocole, le biofeedback neuromusculaire et le tapotement.\n\nLa moitié du temps est consacrée à la pratique encadrée en binôme. À la fin, vous savez donner des séances complètes et simples et tenir des notes de cas pour votre journal de pratique.",
    },
    ja: {
      Title: "基礎モジュール1：原則とプロトコル",
      Summary: "メソッドの原則とセッションの完全なプロトコルを、2日間ペアで実習します。",
      Description:
        "モジュール1では、メソッドがなぜ機能するのか、セッションがどのように進むのかを学びます：優先順位の確定、プロトコル・チャート、神経筋バイオフィードバック、タッピングです。\n\n時間の半分は、指導のもとでのペア実習です。修了時には、シンプルなセッションを最初から最後まで行い、実践記録のためのケースノートをつけられるようになります。",
    },
    no: {
      Title: "Grunnmodul 1: prinsipper og protokoll",
      Summary: "Metodens prinsipper og hele øktprotokollen, øvd i par over to dager.",
      Description:
        "Modul 1 lærer deg hvorfor metoden virker og hvordan en økt foregår: å fastslå prioriteringer, protokolltavlen, nevromuskulær biofeedback og banking.\n\nHalvparten av tiden er veiledet øving i par. Etter kurset kan du gi fullstendige, enkle økter og føre kasusnotater i praksisloggen din.",
    },
    pt: {
      Title: "Módulo 1 de Fundamentos: princípios e protocolo",
      Summary: "Os princípios do método e o protocolo completo da sessão, praticados em duplas ao longo de dois dias.",
      Description:
        "O Módulo 1 ensina por que o método funciona e como uma sessão se desenrola: o estabelecimento de prioridades, o quadro do protocolo, o biofeedback neuromuscular e a percussão.\n\nMetade do tempo é prática supervisionada em duplas. Ao final, você estará apto a conduzir sessões completas e simples e a manter anotações de casos para o seu registro de prática.",
    },
  },
  "Foundations Module 2: Practice and Case Work": {
    cs: {
      Title: "Základní modul 2: praxe a práce s případy",
      Summary: "Upevňuje jistotu v protokolu prostřednictvím sezení pod dohledem a rozborů případů.",
      Description:
        "Modul 2 prohlubuje protokol o emoční a energetická propojení, aktivní paměť a použití protokolu v delších sezeních.\n\nStudenti přinášejí poznámky k případům z vlastní praxe a lektoři je rozebírají se skupinou. Absolvování modulů 1 a 2 je prvním krokem k certifikaci terapeuta.",
    },
    de: {
      Title: "Grundlagenmodul 2: Praxis und Fallarbeit",
      Summary: "Festigt die Sicherheit im Protokoll durch betreute Sitzungen und Fallbesprechungen.",
      Description:
        "Modul 2 vertieft das Protokoll um emotionale und energetische Verbindungen, das aktive Gedächtnis und den Einsatz des Protokolls in längeren Sitzungen.\n\nDie Teilnehmenden bringen Fallnotizen aus ihrer eigenen Praxis mit; die Lehrkräfte besprechen sie mit der Gruppe. Der Abschluss der Module 1 und 2 ist der erste Schritt zur Zertifizierung als Praktiker.",
    },
    es: {
      Title: "Módulo 2 de Fundamentos: práctica y trabajo con casos",
      Summary: "Aporta soltura con el protocolo mediante sesiones supervisadas y revisiones de casos.",
      Description:
        "El Módulo 2 profundiza en el protocolo con los vínculos emocionales y energéticos, la memoria activa y el uso del protocolo en sesiones más largas.\n\nLos alumnos traen notas de casos de su propia práctica y los instructores las revisan con el grupo. Completar los Módulos 1 y 2 es el primer paso hacia la certificación como terapeuta.",
    },
    fr: {
      Title: "Module 2 des Fondements : pratique et étude de cas",
      Summary: "Développe l'aisance avec le protocole grâce à des séances encadrées et à l'analyse de cas.",
      Description:
        "Le module 2 approfondit le protocole avec les liens émotionnels et énergétiques, la mémoire active et l'utilisation du protocole dans des séances plus longues.\n\nLes élèves apportent des notes de cas issues de leur propre pratique, que les formateurs examinent avec le groupe. Terminer les modules 1 et 2 est la première étape vers la certification de praticien.",
    },
    ja: {
      Title: "基礎モジュール2：実践とケースワーク",
      Summary: "指導付きのセッションとケースレビューを通じて、プロトコルを自在に使えるようにします。",
      Description:
        "モジュール2では、感情的・エネルギー的なつながり、アクティブメモリー、より長いセッションでのプロトコルの使い方を通じて、プロトコルへの理解を深めます。\n\n受講者はご自身の実践からケースノートを持ち寄り、インストラクターがグループとともにレビューします。モジュール1と2の修了が、プラクティショナー認定への第一歩です。",
    },
    no: {
      Title: "Grunnmodul 2: praksis og kasusarbeid",
      Summary: "Gir trygghet i protokollen gjennom veiledede økter og kasusgjennomganger.",
      Description:
        "Modul 2 utdyper protokollen med emosjonelle og energetiske koblinger, aktiv hukommelse og bruk av protokollen i lengre økter.\n\nDeltakerne tar med kasusnotater fra egen praksis, og instruktørene går gjennom dem sammen med gruppen. Fullført modul 1 og 2 er første steg mot sertifisering som terapeut.",
    },
    pt: {
      Title: "Módulo 2 de Fundamentos: prática e estudo de casos",
      Summary: "Desenvolve a fluência no protocolo por meio de sessões supervisionadas e revisões de casos.",
      Description:
        "O Módulo 2 aprofunda o protocolo com os vínculos emocionais e energéticos, a memória ativa e o uso do protocolo em sessões mais longas.\n\nOs alunos trazem anotações de casos da própria prática, que os instrutores revisam com o grupo. Concluir os Módulos 1 e 2 é o primeiro passo rumo à certificação como terapeuta.",
    },
  },
  "Body Awareness at Home (self-study)": {
    cs: {
      Title: "Vnímání těla doma (samostudium)",
      Summary: "Šest krátkých videolekcí, ve kterých se naučíte postupy péče o sebe vlastním tempem.",
      Description:
        "Kurz samostudia pro členy, kteří zatím nemohou přijet na seminář. Šest krátkých lekcí ukazuje postupy péče o sebe krok za krokem a ke každé patří podklad k vytištění.\n\nSledujte je v libovolném pořadí; váš postup se ukládá a kurz se počítá jako dokončený, jakmile projdete všechny lekce.",
    },
    de: {
      Title: "Körperwahrnehmung zu Hause (Selbststudium)",
      Summary: "Sechs kurze Videolektionen, mit denen Sie die Selbstfürsorge-Routinen in Ihrem eigenen Tempo lernen.",
      Description:
        "Ein Selbststudienkurs für Mitglieder, die noch nicht zu einem Seminar reisen können. Sechs kurze Lektionen zeigen die Selbstfürsorge-Routinen Schritt für Schritt, jeweils mit einem Handout zum Ausdrucken.\n\nSehen Sie sich die Lektionen in beliebiger Reihenfolge an; Ihr Fortschritt wird gespeichert, und der Kurs gilt als abgeschlossen, sobald alle Lektionen erledigt sind.",
    },
    es: {
      Title: "Conciencia corporal en casa (autoestudio)",
      Summary: "Seis lecciones breves en vídeo para aprender las rutinas de autocuidado a tu ritmo.",
      Description:
        "Un curso de autoestudio para miembros que todavía no pueden viajar a un seminario. Seis lecciones breves muestran paso a paso las rutinas de autocuidado, cada una con una hoja imprimible.\n\nMíralas en el orden que prefieras: tu progreso se guarda y el curso cuenta como completado cuando terminas todas las lecciones.",
    },
    fr: {
      Title: "Conscience corporelle à la maison (autoformation)",
      Summary: "Six courtes leçons vidéo pour apprendre les routines d'auto-soin à votre rythme.",
      Description:
        "Un cours en autoformation pour les membres qui ne peuvent pas encore se déplacer à un séminaire. Six courtes leçons présentent les routines d'auto-soin pas à pas, chacune accompagnée d'une fiche à imprimer.\n\nRegardez-les dans l'ordre de votre choix : votre progression est enregistrée, et le cours est considéré comme terminé lorsque toutes les leçons sont faites.",
    },
    ja: {
      Title: "家庭でできるボディ・アウェアネス（自習）",
      Summary: "セルフケアのルーティンを自分のペースで学べる、6本の短い動画レッスン。",
      Description:
        "まだセミナーに足を運べない会員のための自習コースです。6つの短いレッスンでセルフケアのルーティンを順を追って紹介し、それぞれに印刷用の資料が付いています。\n\nどの順番で視聴してもかまいません。進捗は保存され、すべてのレッスンを終えるとコース修了となります。",
    },
    no: {
      Title: "Kroppsbevissthet hjemme (selvstudium)",
      Summary: "Seks korte videoleksjoner der du lærer egenomsorgsrutinene i ditt eget tempo.",
      Description:
        "Et selvstudiekurs for medlemmer som ennå ikke kan reise til et seminar. Seks korte leksjoner viser egenomsorgsrutinene steg for steg, hver med et ark du kan skrive ut.\n\nSe dem i den rekkefølgen du vil; fremdriften din lagres, og kurset regnes som fullført når alle leksjonene er gjennomført.",
    },
    pt: {
      Title: "Consciência corporal em casa (autoestudo)",
      Summary: "Seis videoaulas curtas para aprender as rotinas de autocuidado no seu ritmo.",
      Description:
        "Um curso de autoestudo para membros que ainda não podem viajar para um seminário. Seis aulas curtas mostram as rotinas de autocuidado passo a passo, cada uma com um material para imprimir.\n\nAssista na ordem que preferir; seu progresso fica salvo, e o curso é considerado concluído quando todas as aulas forem feitas.",
    },
  },
  "Anatomy for Body-Work Practitioners": {
    cs: {
      Title: "Anatomie pro terapeuty práce s tělem",
      Summary: "Praktická anatomie a fyziologie pro terapeuty, vyučovaná online během tří dopolední.",
      Description:
        "Přehledná prohlídka soustav, se kterými terapeut pracuje: pohybové, nervové, endokrinní, trávicí a imunitní. Každé téma končí tím, jak se projevuje při sezení.\n\nPovinné pro certifikaci; otevřené všem členům.",
    },
    de: {
      Title: "Anatomie für Praktiker der Körperarbeit",
      Summary: "Praxisnahe Anatomie und Physiologie für Praktiker, online an drei Vormittagen unterrichtet.",
      Description:
        "Ein klarer Überblick über die Systeme, mit denen Praktiker arbeiten: Bewegungsapparat, Nervensystem, Hormonsystem, Verdauungssystem und Immunsystem. Jedes Thema endet damit, wie es sich in einer Sitzung zeigt.\n\nVoraussetzung für die Zertifizierung; offen für alle Mitglieder.",
    },
    es: {
      Title: "Anatomía para terapeutas de trabajo corporal",
      Summary: "Anatomía y fisiología prácticas para terapeutas, impartidas en línea durante tres mañanas.",
      Description:
        "Un recorrido claro por los sistemas con los que trabaja un terapeuta: musculoesquelético, nervioso, endocrino, digestivo e inmunitario. Cada tema termina mostrando cómo se manifiesta en una sesión.\n\nObligatorio para la certificación; abierto a todos los miembros.",
    },
    fr: {
      Title: "Anatomie pour les praticiens du travail corporel",
      Summary: "Anatomie et physiologie pratiques pour les praticiens, enseignées en ligne sur trois matinées.",
      Description:
        "Un panorama clair des systèmes avec lesquels travaille un praticien : musculo-squelettique, nerveux, endocrinien, digestif et immunitaire. Chaque thème se termine par la façon dont il se manifeste en séance.\n\nObligatoire pour la certification ; ouvert à tous les membres.",
    },
    ja: {
      Title: "ボディワーク・プラクティショナーのための解剖学",
      Summary: "プラクティショナーのための実践的な解剖学と生理学を、3日間の午前中にオンラインで学びます。",
      Description:
        "プラクティショナーが扱う身体の各系統を分かりやすく概観します：筋骨格系、神経系、内分泌系、消化器系、免疫系。各テーマの最後に、それがセッションでどのように現れるかを取り上げます。\n\n認定に必須の講座で、すべての会員が受講できます。",
    },
    no: {
      Title: "Anatomi for kroppsterapeuter",
      Summary: "Praktisk anatomi og fysiologi for terapeuter, undervist på nett over tre formiddager.",
      Description:
        "En oversiktlig gjennomgang av systemene en terapeut arbeider med: muskel- og skjelettsystemet, nervesystemet, det endokrine systemet, fordøyelsessystemet og immunsystemet. Hvert tema avsluttes med hvordan det viser seg i en økt.\n\nPåkrevd for sertifisering; åpent for alle medlemmer.",
    },
    pt: {
      Title: "Anatomia para terapeutas de trabalho corporal",
      Summary: "Anatomia e fisiologia práticas para terapeutas, ensinadas on-line em três manhãs.",
      Description:
        "Um panorama claro dos sistemas com que o terapeuta trabalha: musculoesquelético, nervoso, endócrino, digestivo e imunológico. Cada tema termina mostrando como ele aparece em uma sessão.\n\nObrigatório para a certificação; aberto a todos os membros.",
    },
  },
  "Matrix and Energetic Structures": {
    cs: {
      Title: "Matrice a energetické struktury",
      Summary: "Práce s energetickou matricí těla: pole, linie a jejich propojení s fyzickým tělem.",
      Description:
        "Pokročilý modul o energetických strukturách, na které protokol dosahuje: propojení s meridiány, vazby na čakry a matrice, která je spojuje.\n\nPro absolventy základních modulů s alespoň dvaceti zaznamenanými sezeními.",
    },
    de: {
      Title: "Matrix und energetische Strukturen",
      Summary:
        "Arbeit mit der energetischen Matrix des Körpers: Felder, Linien und ihre Verbindungen zum physischen Körper.",
      Description:
        "Ein fortgeschrittenes Modul zu den energetischen Strukturen, die das Protokoll erreicht: Meridianverbindungen, Chakra-Zuordnungen und die Matrix, die sie miteinander verbindet.\n\nFür Absolventen der Grundlagenmodule mit mindestens zwanzig protokollierten Sitzungen.",
    },
    es: {
      Title: "Matriz y estructuras energéticas",
      Summary: "El trabajo con la matriz energética del cuerpo: campos, líneas y sus vínculos con el cuerpo físico.",
      Description:
        "Un módulo avanzado sobre las estructuras energéticas a las que llega el protocolo: los vínculos con los meridianos, las asociaciones con los chakras y la matriz que los conecta.\n\nPara quienes han completado los módulos de Fundamentos y tienen al menos veinte sesiones registradas.",
    },
    fr: {
      Title: "Matrice et structures énergétiques",
      Summary:
        "Travailler avec la matrice énergétique du corps : champs, lignes et leurs liens avec le corps physique.",
      Description:
        "Un module avancé consacré aux structures énergétiques qu'atteint le protocole : les liens avec les méridiens, les associations avec les chakras et la matrice qui les relie.\n\nPour les diplômés des modules Fondements ayant au moins vingt séances consignées.",
    },
    ja: {
      Title: "マトリックスとエネルギー構造",
      Summary: "体のエネルギー・マトリックスに取り組みます：フィールド、ライン、そして肉体とのつながり。",
      Description:
        "プロトコルが働きかけるエネルギー構造についての上級モジュールです：経絡とのつながり、チャクラとの対応、そしてそれらを結ぶマトリックス。\n\n基礎モジュールを修了し、20回以上のセッションを記録している方が対象です。",
    },
    no: {
      Title: "Matrise og energetiske strukturer",
      Summary: "Arbeid med kroppens energetiske matrise: felt, linjer og koblingene deres til den fysiske kroppen.",
      Description:
        "En viderekommen modul om de energetiske strukturene protokollen når: meridiankoblinger, chakraforbindelser og matrisen som binder dem sammen.\n\nFor dem som har fullført grunnmodulene og har minst tjue loggførte økter.",
    },
    pt: {
      Title: "Matriz e estruturas energéticas",
      Summary: "O trabalho com a matriz energética do corpo: campos, linhas e seus vínculos com o corpo físico.",
      Description:
        "Um módulo avançado sobre as estruturas energéticas que o protocolo alcança: os vínculos com os meridianos, as associações com os chakras e a matriz que os conecta.\n\nPara quem concluiu os módulos de Fundamentos e tem pelo menos vinte sessões registradas.",
    },
  },
  "Macrocosm: Environment and Home": {
    cs: {
      Title: "Makrokosmos: prostředí a domov",
      Summary: "Jak se prostředí, domov a vztahy člověka projevují při sezení a jak s nimi pracovat.",
      Description:
        "Tento modul rozšiřuje sezení za hranice klientova těla na prostředí, ve kterém žije: domov, pracoviště, lidi a zvířata kolem něj.\n\nZahrnuje nácvik sezení na dálku.",
    },
    de: {
      Title: "Makrokosmos: Umfeld und Zuhause",
      Summary:
        "Wie Umgebung, Zuhause und Beziehungen eines Menschen in einer Sitzung sichtbar werden und wie man sie einbezieht.",
      Description:
        "Dieses Modul erweitert die Sitzung über den Körper des Klienten hinaus auf das Umfeld, in dem er lebt: das Zuhause, den Arbeitsplatz, die Menschen und Tiere um ihn herum.\n\nMit Übungen zu Fernsitzungen.",
    },
    es: {
      Title: "Macrocosmos: entorno y hogar",
      Summary: "Cómo aparecen en una sesión el entorno, el hogar y las relaciones de una persona, y cómo abordarlos.",
      Description:
        "Este módulo amplía la sesión más allá del cuerpo del cliente, hacia el entorno en el que vive: el hogar, el lugar de trabajo, las personas y los animales que lo rodean.\n\nIncluye práctica de sesiones a distancia.",
    },
    fr: {
      Title: "Macrocosme : environnement et foyer",
      Summary:
        "Comment l'environnement, le foyer et les relations d'une personne apparaissent en séance, et comment les prendre en compte.",
      Description:
        "Ce module élargit la séance au-delà du corps du client, à l'environnement dans lequel il vit : le foyer, le lieu de travail, les personnes et les animaux qui l'entourent.\n\nComprend une pratique des séances à distance.",
    },
    ja: {
      Title: "マクロコズム：環境と住まい",
      Summary: "人を取り巻く環境、住まい、人間関係がセッションにどう現れるか、そしてそれにどう取り組むか。",
      Description:
        "このモジュールでは、セッションの対象をクライアントの体から、その人が暮らす環境へと広げます：住まい、職場、周りの人々や動物です。\n\n遠隔セッションの実習を含みます。",
    },
    no: {
      Title: "Makrokosmos: omgivelser og hjem",
      Summary: "Hvordan en persons omgivelser, hjem og relasjoner viser seg i en økt, og hvordan du tar tak i dem.",
      Description:
        "Denne modulen utvider økten fra klientens kropp til miljøet klienten lever i: hjemmet, arbeidsplassen, menneskene og dyrene rundt dem.\n\nInkluderer øving i fjernøkter.",
    },
    pt: {
      Title: "Macrocosmo: ambiente e lar",
      Summary: "Como o ambiente, o lar e os relacionamentos de uma pessoa aparecem em uma sessão, e como abordá-los.",
      Description:
        "Este módulo amplia a sessão para além do corpo do cliente, até o ambiente em que ele vive: a casa, o local de trabalho, as pessoas e os animais ao seu redor.\n\nInclui prática de sessões a distância.",
    },
  },
  "Principles of Consciousness": {
    cs: {
      Title: "Principy vědomí",
      Summary: "Reflexivní seminář o uvědomění, přesvědčeních a vlastní přítomnosti terapeuta při sezení.",
      Description:
        "Přednášky, diskuse a vedená cvičení o roli uvědomění v uzdravování, o neutralitě terapeuta a o péči o sebe.\n\nOblíbený kurz zkušených terapeutů, kteří se připravují na pokročilou certifikaci.",
    },
    de: {
      Title: "Prinzipien des Bewusstseins",
      Summary:
        "Ein Reflexionsseminar über Bewusstheit, Überzeugungen und die eigene Präsenz des Praktikers in der Sitzung.",
      Description:
        "Vorträge, Gespräche und angeleitete Übungen zur Rolle der Bewusstheit in der Heilung, zur Neutralität des Praktikers und zur Selbstfürsorge.\n\nEin beliebter Kurs bei erfahrenen Praktikern, die sich auf die fortgeschrittene Zertifizierung vorbereiten.",
    },
    es: {
      Title: "Principios de la conciencia",
      Summary:
        "Un seminario de reflexión sobre la conciencia, las creencias y la propia presencia del terapeuta en la sesión.",
      Description:
        "Charlas, debate y ejercicios guiados sobre el papel de la conciencia en la sanación, la neutralidad del terapeuta y el autocuidado.\n\nUno de los favoritos de los terapeutas experimentados que se preparan para la certificación avanzada.",
    },
    fr: {
      Title: "Principes de la conscience",
      Summary:
        "Un séminaire de réflexion sur la conscience, les croyances et la présence propre du praticien en séance.",
      Description:
        "Exposés, échanges et exercices guidés sur le rôle de la conscience dans la guérison, la neutralité du praticien et le soin de soi.\n\nUn cours très apprécié des praticiens expérimentés qui préparent la certification avancée.",
    },
    ja: {
      Title: "意識の原則",
      Summary: "気づき、信念、そしてセッションにおけるプラクティショナー自身の在り方について省察するセミナー。",
      Description:
        "癒しにおける気づきの役割、プラクティショナーの中立性、セルフケアについての講義、ディスカッション、誘導エクササイズ。\n\n上級認定を目指す経験豊富なプラクティショナーに人気の講座です。",
    },
    no: {
      Title: "Bevissthetens prinsipper",
      Summary: "Et reflekterende seminar om bevissthet, overbevisninger og terapeutens egen tilstedeværelse i økten.",
      Description:
        "Forelesninger, samtaler og veiledede øvelser om bevissthetens rolle i helbredelse, terapeutens nøytralitet og egenomsorg.\n\nEn favoritt blant erfarne terapeuter som forbereder seg til den avanserte sertifiseringen.",
    },
    pt: {
      Title: "Princípios da consciência",
      Summary: "Um seminário reflexivo sobre consciência, crenças e a própria presença do terapeuta na sessão.",
      Description:
        "Palestras, discussões e exercícios guiados sobre o papel da consciência na cura, a neutralidade do terapeuta e o autocuidado.\n\nUm dos preferidos dos terapeutas experientes que se preparam para a certificação avançada.",
    },
  },
  "Advanced Integration Intensive": {
    cs: {
      Title: "Intenzivní kurz pokročilé integrace",
      Summary: "Pět dní pokročilých sezení pod dohledem, která propojují všechny moduly.",
      Description:
        "Intenzivní kurz propojuje pokročilé moduly v dlouhých sezeních pod dohledem, ve vzájemném hodnocení mezi kolegy a v individuální zpětné vazbě od dvou lektorů.\n\nPovinný pro získání statusu pokročilého certifikovaného terapeuta (Advanced Certified Practitioner).",
    },
    de: {
      Title: "Intensivkurs Fortgeschrittene Integration",
      Summary: "Fünf Tage betreuter fortgeschrittener Sitzungen, die alle Module zusammenführen.",
      Description:
        "Der Intensivkurs verbindet die fortgeschrittenen Module in langen betreuten Sitzungen, kollegialem Feedback und persönlicher Rückmeldung von zwei Lehrkräften.\n\nVoraussetzung für den Status als zertifizierter fortgeschrittener Praktiker (Advanced Certified Practitioner).",
    },
    es: {
      Title: "Intensivo de integración avanzada",
      Summary: "Cinco días de sesiones avanzadas supervisadas que reúnen todos los módulos.",
      Description:
        "El intensivo integra los módulos avanzados en largas sesiones supervisadas, revisión entre compañeros y comentarios individuales de dos instructores.\n\nObligatorio para obtener la condición de terapeuta certificado avanzado (Advanced Certified Practitioner).",
    },
    fr: {
      Title: "Intensif d'intégration avancée",
      Summary: "Cinq jours de séances avancées encadrées qui réunissent tous les modules.",
      Description:
        "L'intensif intègre les modules avancés au fil de longues séances encadrées, d'évaluations entre pairs et de retours individuels de deux formateurs.\n\nObligatoire pour obtenir le statut de praticien certifié avancé (Advanced Certified Practitioner).",
    },
    ja: {
      Title: "上級インテグレーション集中講座",
      Summary: "すべてのモジュールを統合する、指導付きの上級セッションを5日間行います。",
      Description:
        "この集中講座では、長時間の指導付きセッション、受講者同士のピアレビュー、2名のインストラクターによる個別フィードバックを通じて、上級モジュールを統合します。\n\n上級認定プラクティショナー（Advanced Certified Practitioner）の資格に必須です。",
    },
    no: {
      Title: "Intensivkurs i avansert integrering",
      Summary: "Fem dager med veiledede avanserte økter som samler alle modulene.",
      Description:
        "Intensivkurset integrerer de viderekomne modulene gjennom lange veiledede økter, kollegavurdering og individuelle tilbakemeldinger fra to instruktører.\n\nPåkrevd for status som avansert sertifisert terapeut (Advanced Certified Practitioner).",
    },
    pt: {
      Title: "Intensivo de integração avançada",
      Summary: "Cinco dias de sessões avançadas supervisionadas que reúnem todos os módulos.",
      Description:
        "O intensivo integra os módulos avançados em longas sessões supervisionadas, revisão entre colegas e feedback individual de dois instrutores.\n\nObrigatório para obter o status de terapeuta certificado avançado (Advanced Certified Practitioner).",
    },
  },
  "Mindscape: Intuition and Clarity": {
    cs: {
      Title: "Mindscape: intuice a jasnost",
      Summary: "Techniky, jak zklidnit mysl, rozvíjet intuici a vnést jasnost do rozhodování.",
      Description:
        "Mindscape učí soubor vnitřních cvičení pro soustředění a intuici, která terapeuti používají před sezeními a klienti doma.\n\nOtevřeno absolventům základních modulů.",
    },
    de: {
      Title: "Mindscape: Intuition und Klarheit",
      Summary:
        "Techniken, um den Geist zur Ruhe zu bringen, die Intuition zu entwickeln und Entscheidungen Klarheit zu geben.",
      Description:
        "Mindscape vermittelt eine Reihe innerer Übungen für Konzentration und Intuition, die Praktiker vor ihren Sitzungen und Klienten zu Hause anwenden.\n\nOffen für Absolventen der Grundlagenmodule.",
    },
    es: {
      Title: "Mindscape: intuición y claridad",
      Summary: "Técnicas para aquietar la mente, desarrollar la intuición y aportar claridad a las decisiones.",
      Description:
        "Mindscape enseña un conjunto de ejercicios interiores de concentración e intuición que los terapeutas usan antes de sus sesiones y los clientes en casa.\n\nAbierto a quienes han completado los módulos de Fundamentos.",
    },
    fr: {
      Title: "Mindscape : intuition et clarté",
      Summary: "Des techniques pour apaiser le mental, développer l'intuition et apporter de la clarté aux décisions.",
      Description:
        "Mindscape enseigne un ensemble d'exercices intérieurs de concentration et d'intuition que les praticiens utilisent avant leurs séances et les clients chez eux.\n\nOuvert aux diplômés des modules Fondements.",
    },
    ja: {
      Title: "マインドスケープ：直感と明晰さ",
      Summary: "心を静め、直感を育み、決断に明晰さをもたらすテクニック。",
      Description:
        "マインドスケープでは、集中力と直感のための一連の内的エクササイズを学びます。プラクティショナーはセッションの前に、クライアントは自宅で活用しています。\n\n基礎モジュールを修了した方が受講できます。",
    },
    no: {
      Title: "Mindscape: intuisjon og klarhet",
      Summary: "Teknikker for å roe sinnet, utvikle intuisjonen og skape klarhet i beslutninger.",
      Description:
        "Mindscape lærer bort et sett indre øvelser for fokus og intuisjon som terapeuter bruker før økter, og klienter bruker hjemme.\n\nÅpent for dem som har fullført grunnmodulene.",
    },
    pt: {
      Title: "Mindscape: intuição e clareza",
      Summary: "Técnicas para aquietar a mente, desenvolver a intuição e trazer clareza às decisões.",
      Description:
        "O Mindscape ensina um conjunto de exercícios interiores de foco e intuição que os terapeutas usam antes das sessões e os clientes usam em casa.\n\nAberto a quem concluiu os módulos de Fundamentos.",
    },
  },
  "Essential Founders Series": {
    cs: {
      Title: "Série Učení zakladatelů",
      Summary: "Nahraná i živá učení zakladatelů o původu a filozofii metody.",
      Description:
        "Šest setkání, která sledují vlastní výukové poznámky zakladatelů: odkud metoda pochází, k čemu slouží a jak se rozrůstala.\n\nKaždý tarif zahrnuje videoarchiv zakladatelů, který tuto sérii doprovází.",
    },
    de: {
      Title: "Reihe: Grundlehren der Gründer",
      Summary: "Aufgezeichnete und live gehaltene Lehren der Gründer über Ursprung und Philosophie der Methode.",
      Description:
        "Sechs Einheiten, die den Unterrichtsnotizen der Gründer selbst folgen: woher die Methode kommt, wozu sie dient und wie sie gewachsen ist.\n\nJeder Tarif enthält das Videoarchiv der Gründer, das diese Reihe begleitet.",
    },
    es: {
      Title: "Serie esencial de los fundadores",
      Summary: "Enseñanzas grabadas y en directo de los fundadores sobre los orígenes y la filosofía del método.",
      Description:
        "Seis sesiones que siguen las propias notas de enseñanza de los fundadores: de dónde viene el método, para qué sirve y cómo ha crecido.\n\nTodos los planes incluyen el archivo de vídeos de los fundadores que acompaña a esta serie.",
    },
    fr: {
      Title: "Série des enseignements des fondateurs",
      Summary:
        "Les enseignements enregistrés et en direct des fondateurs sur les origines et la philosophie de la méthode.",
      Description:
        "Six sessions qui suivent les propres notes d'enseignement des fondateurs : d'où vient la méthode, à quoi elle sert et comment elle s'est développée.\n\nToutes les formules comprennent les archives vidéo des fondateurs qui accompagnent cette série.",
    },
    ja: {
      Title: "創設者の教えシリーズ",
      Summary: "メソッドの起源と哲学について、創設者による録画とライブの講義。",
      Description:
        "創設者自身の講義ノートに沿った6回のセッション：メソッドがどこから生まれ、何のためにあり、どのように発展してきたか。\n\nすべてのプランに、このシリーズに付随する創設者動画アーカイブが含まれています。",
    },
    no: {
      Title: "Serien Grunnleggernes lære",
      Summary: "Innspilt og direkte undervisning fra grunnleggerne om metodens opprinnelse og filosofi.",
      Description:
        "Seks samlinger som følger grunnleggernes egne undervisningsnotater: hvor metoden kom fra, hva den er til for, og hvordan den har vokst.\n\nAlle planer inkluderer grunnleggernes videoarkiv, som hører til denne serien.",
    },
    pt: {
      Title: "Série essencial dos fundadores",
      Summary: "Ensinamentos gravados e ao vivo dos fundadores sobre as origens e a filosofia do método.",
      Description:
        "Seis sessões que seguem as próprias anotações de ensino dos fundadores: de onde veio o método, para que ele serve e como cresceu.\n\nTodos os planos incluem o arquivo de vídeos dos fundadores que acompanha esta série.",
    },
  },
  "Parama Study Group Facilitation": {
    cs: {
      Title: "Parama: vedení studijních skupin",
      Summary: "Jak vést studijní skupinu, díky které členové procvičují i mezi semináři.",
      Description:
        "Pro členy, kteří chtějí vést místní nebo online studijní skupinu: jak sestavit program večera, střídat se v procvičování a zajistit, aby se všichni cítili v bezpečí a vítáni.\n\nVedoucí skupin mohou své skupiny zveřejnit na stránce „Studijní skupiny a akce“.",
    },
    de: {
      Title: "Parama: Studiengruppen leiten",
      Summary: "Wie Sie eine Studiengruppe ausrichten, die Mitglieder zwischen den Seminaren in Übung hält.",
      Description:
        "Für Mitglieder, die eine lokale oder Online-Studiengruppe leiten möchten: einen Abend strukturieren, Übungsrunden einteilen und dafür sorgen, dass sich alle sicher und willkommen fühlen.\n\nGruppenleiter können ihre Gruppen auf der Seite „Studiengruppen und Veranstaltungen“ eintragen.",
    },
    es: {
      Title: "Parama: facilitación de grupos de estudio",
      Summary: "Cómo organizar un grupo de estudio que mantenga a los miembros practicando entre seminarios.",
      Description:
        "Para miembros que quieren dirigir un grupo de estudio local o en línea: cómo estructurar una velada, organizar las rotaciones de práctica y lograr que todos se sientan seguros y bienvenidos.\n\nLos facilitadores pueden publicar sus grupos en la página «Grupos de estudio y eventos».",
    },
    fr: {
      Title: "Parama : animer un groupe d'étude",
      Summary:
        "Comment accueillir un groupe d'étude qui permet aux membres de continuer à pratiquer entre les séminaires.",
      Description:
        "Pour les membres qui souhaitent animer un groupe d'étude local ou en ligne : structurer une soirée, organiser les rotations de pratique, veiller à ce que chacun se sente en sécurité et bienvenu.\n\nLes animateurs peuvent inscrire leurs groupes sur la page « Groupes d'étude et événements ».",
    },
    ja: {
      Title: "パラマ：スタディグループのファシリテーション",
      Summary: "セミナーの合間も会員が実践を続けられるスタディグループの運営方法。",
      Description:
        "地域やオンラインでスタディグループを運営したい会員向けの講座です：一晩の進行の組み立て方、実習のローテーション、全員が安心して歓迎されていると感じられる場づくり。\n\nファシリテーターは、自分のグループを「勉強会とイベント」ページに掲載できます。",
    },
    no: {
      Title: "Parama: lede studiegrupper",
      Summary: "Hvordan du holder en studiegruppe som får medlemmene til å fortsette å øve mellom seminarene.",
      Description:
        "For medlemmer som vil drive en lokal studiegruppe eller en studiegruppe på nett: å strukturere en kveld, rullere øvingen og sørge for at alle føler seg trygge og velkomne.\n\nGruppeledere kan føre opp gruppene sine på siden «Studiegrupper og arrangementer».",
    },
    pt: {
      Title: "Parama: facilitação de grupos de estudo",
      Summary: "Como conduzir um grupo de estudo que mantenha os membros praticando entre os seminários.",
      Description:
        "Para membros que querem conduzir um grupo de estudo local ou on-line: como estruturar um encontro noturno, organizar rodízios de prática e garantir que todos se sintam seguros e bem-vindos.\n\nOs facilitadores podem divulgar seus grupos na página “Grupos de estudo e eventos”.",
    },
  },
  "Parama Specialty: Trauma-Informed Sessions": {
    cs: {
      Title: "Specializace Parama: sezení s ohledem na trauma",
      Summary: "Bezpečná a citlivá práce s klienty, kteří si nesou trauma.",
      Description:
        "Specializační kurz o tempu, souhlasu a uzemnění při práci s klienty s traumatickou minulostí a o tom, kdy klienta doporučit jinému odborníkovi.\n\nVyučováno spolu s hostujícím psychoterapeutem.",
    },
    de: {
      Title: "Parama-Spezialkurs: Traumasensible Sitzungen",
      Summary: "Sicher und behutsam mit Klienten arbeiten, die ein Trauma in sich tragen.",
      Description:
        "Ein Spezialkurs über Tempo, Einverständnis und Erdung in der Arbeit mit Klienten mit traumatischer Vorgeschichte – und darüber, wann eine Weiterverweisung angebracht ist.\n\nUnterrichtet gemeinsam mit einem Psychotherapeuten als Gastdozenten.",
    },
    es: {
      Title: "Especialidad Parama: sesiones informadas sobre el trauma",
      Summary: "Trabajar con seguridad y delicadeza con clientes que cargan con un trauma.",
      Description:
        "Un curso de especialidad sobre el ritmo, el consentimiento y el enraizamiento al trabajar con clientes con antecedentes de trauma, y sobre cómo saber cuándo derivar.\n\nImpartido junto con un psicoterapeuta invitado.",
    },
    fr: {
      Title: "Spécialité Parama : séances tenant compte du trauma",
      Summary: "Travailler en sécurité et avec douceur auprès de clients porteurs d'un trauma.",
      Description:
        "Un cours de spécialité sur le rythme, le consentement et l'ancrage dans le travail avec des clients ayant un passé traumatique, et sur la manière de savoir quand orienter vers un autre professionnel.\n\nEnseigné avec un psychothérapeute invité.",
    },
    ja: {
      Title: "パラマ専門コース：トラウマに配慮したセッション",
      Summary: "トラウマを抱えるクライアントと、安全にやさしく向き合うために。",
      Description:
        "トラウマの経験があるクライアントと取り組む際のペース配分、同意、グラウンディング、そして他の専門家に紹介すべき時の見極めについての専門コースです。\n\nゲストの心理療法士とともに指導します。",
    },
    no: {
      Title: "Parama-spesialkurs: traumebevisste økter",
      Summary: "Arbeid trygt og skånsomt med klienter som bærer på traumer.",
      Description:
        "Et spesialkurs om tempo, samtykke og jording i arbeidet med klienter med traumer i bakgrunnen, og om å vite når de bør henvises videre.\n\nUndervises sammen med en psykoterapeut som gjesteforeleser.",
    },
    pt: {
      Title: "Especialidade Parama: sessões informadas sobre trauma",
      Summary: "Trabalhar com segurança e delicadeza com clientes que carregam traumas.",
      Description:
        "Um curso de especialidade sobre ritmo, consentimento e enraizamento no trabalho com clientes com histórico de trauma, e sobre como saber quando encaminhar.\n\nMinistrado com um psicoterapeuta convidado.",
    },
  },
  "Breakthrough: Releasing Limiting Beliefs": {
    cs: {
      Title: "Breakthrough: uvolnění omezujících přesvědčení",
      Summary: "Dvoudenní workshop o rozpoznání a uvolnění přesvědčení, která nás brzdí.",
      Description:
        "Breakthrough spojuje vyrovnávací protokol s vedeným sebezkoumáním, které pomáhá najít a uvolnit omezující přesvědčení. Otevřeno všem, včetně těch, kdo metodu teprve poznávají.\n\nAbsolventi mohou pokračovat na cestě k terapeutovi Breakthrough.",
    },
    de: {
      Title: "Breakthrough: Einschränkende Überzeugungen lösen",
      Summary: "Ein zweitägiger Workshop, um die Überzeugungen zu erkennen und zu lösen, die uns zurückhalten.",
      Description:
        "Breakthrough verbindet das Ausgleichsprotokoll mit angeleiteter Selbsterforschung, um einschränkende Überzeugungen aufzuspüren und zu lösen. Offen für alle, auch für Menschen, die die Methode noch nicht kennen.\n\nAbsolventen können anschließend den Weg zum Breakthrough-Praktiker einschlagen.",
    },
    es: {
      Title: "Breakthrough: liberar las creencias limitantes",
      Summary: "Un taller de dos días para reconocer y liberar las creencias que nos frenan.",
      Description:
        "Breakthrough combina el protocolo de equilibrio con la autoindagación guiada para encontrar y liberar las creencias limitantes. Abierto a todo el mundo, también a quienes se acercan por primera vez al método.\n\nQuienes lo completan pueden continuar con el itinerario de terapeuta Breakthrough.",
    },
    fr: {
      Title: "Breakthrough : se libérer des croyances limitantes",
      Summary: "Un atelier de deux jours pour reconnaître et libérer les croyances qui nous freinent.",
      Description:
        "Breakthrough associe le protocole d'équilibrage à une auto-exploration guidée pour repérer et libérer les croyances limitantes. Ouvert à tous, y compris aux personnes qui découvrent la méthode.\n\nLes diplômés peuvent poursuivre vers le parcours de praticien Breakthrough.",
    },
    ja: {
      Title: "ブレイクスルー：制限的な思い込みを手放す",
      Summary: "私たちを縛る思い込みに気づき、手放すための2日間のワークショップ。",
      Description:
        "ブレイクスルーは、バランシング・プロトコルと誘導による自己探求を組み合わせ、制限的な思い込みを見つけて手放します。メソッドが初めての方も含め、どなたでも受講できます。\n\n修了者は、ブレイクスルー・プラクティショナーへの道に進むことができます。",
    },
    no: {
      Title: "Breakthrough: slipp begrensende overbevisninger",
      Summary: "Et todagers verksted om å gjenkjenne og slippe overbevisningene som holder oss tilbake.",
      Description:
        "Breakthrough kombinerer balanseringsprotokollen med veiledet selvutforskning for å finne og slippe begrensende overbevisninger. Åpent for alle, også for dem som er nye i metoden.\n\nDe som fullfører, kan gå videre til utdanningsløpet for Breakthrough-terapeuter.",
    },
    pt: {
      Title: "Breakthrough: liberando crenças limitantes",
      Summary: "Um workshop de dois dias para reconhecer e liberar as crenças que nos impedem de avançar.",
      Description:
        "O Breakthrough une o protocolo de equilíbrio à autoinvestigação guiada para encontrar e liberar crenças limitantes. Aberto a todos, inclusive a quem está conhecendo o método agora.\n\nQuem conclui o curso pode seguir para a trilha de terapeuta Breakthrough.",
    },
  },
  "Group Session Practicum": {
    cs: {
      Title: "Praktikum skupinových sezení",
      Summary: "Vedení vyrovnávacích sezení pro skupiny, osobně i online.",
      Description:
        "Jak přizpůsobit protokol pro místnost nebo videohovor až pro dvacet lidí, se třemi praktickými sezeními pod dohledem.",
    },
    de: {
      Title: "Praktikum Gruppensitzungen",
      Summary: "Ausgleichssitzungen für Gruppen leiten, vor Ort und online.",
      Description:
        "Wie Sie das Protokoll für einen Raum oder einen Videoanruf mit bis zu zwanzig Personen anpassen, mit drei Praktikumssitzungen unter Supervision.",
    },
    es: {
      Title: "Prácticum de sesiones grupales",
      Summary: "Dirigir sesiones de equilibrio para grupos, en persona y en línea.",
      Description:
        "Cómo adaptar el protocolo a una sala o a una videollamada de hasta veinte personas, con tres sesiones de prácticas supervisadas.",
    },
    fr: {
      Title: "Stage pratique de séances de groupe",
      Summary: "Animer des séances d'équilibrage pour des groupes, en présentiel et en ligne.",
      Description:
        "Comment adapter le protocole à une salle ou à un appel vidéo réunissant jusqu'à vingt personnes, avec trois séances pratiques encadrées.",
    },
    ja: {
      Title: "グループセッション実習",
      Summary: "対面とオンラインで、グループ向けのバランシング・セッションを行います。",
      Description:
        "最大20名の部屋やビデオ通話に合わせてプロトコルを応用する方法を、指導のもとでの3回の実習セッションとともに学びます。",
    },
    no: {
      Title: "Praksiskurs i gruppeøkter",
      Summary: "Å lede balanseringsøkter for grupper, fysisk og på nett.",
      Description:
        "Hvordan du tilpasser protokollen til et rom eller en videosamtale med opptil tjue personer, med tre praksisøkter under veiledning.",
    },
    pt: {
      Title: "Prática supervisionada de sessões em grupo",
      Summary: "Conduzir sessões de equilíbrio para grupos, presencialmente e on-line.",
      Description:
        "Como adaptar o protocolo para uma sala ou uma videochamada com até vinte pessoas, com três sessões práticas sob supervisão.",
    },
  },
  "Body-Work for Animals: Companion Animals": {
    cs: {
      Title: "Práce s tělem u zvířat: domácí zvířata",
      Summary: "Přizpůsobení protokolu pro psy, kočky a další domácí zvířata.",
      Description:
        "Metoda funguje u zvířat stejně jako u lidí. Kurz se věnuje zacházení se zvířaty, čtení jejich reakcí a přizpůsobení postupů pro domácí zvířata.\n\nPřineste fotografie zvířat, se kterými pracujete; druhý den nás navštíví místní útulek.",
    },
    de: {
      Title: "Körperarbeit für Tiere: Heimtiere",
      Summary: "Das Protokoll für Hunde, Katzen und andere Heimtiere anpassen.",
      Description:
        "Die Methode wirkt bei Tieren ebenso wie bei Menschen. Dieser Kurs behandelt den Umgang mit Tieren, das Deuten ihrer Reaktionen und die Anpassung der Routinen für Heimtiere.\n\nBringen Sie Fotos der Tiere mit, mit denen Sie arbeiten; am zweiten Tag kommt ein örtliches Tierheim zu Besuch.",
    },
    es: {
      Title: "Trabajo corporal para animales: animales de compañía",
      Summary: "Adaptar el protocolo a perros, gatos y otros animales de compañía.",
      Description:
        "El método funciona con los animales igual que con las personas. Este curso trata el manejo, la lectura de las respuestas del animal y la adaptación de las rutinas a los animales de compañía.\n\nTrae fotos de los animales con los que trabajas; el segundo día recibimos la visita de un centro de rescate local.",
    },
    fr: {
      Title: "Travail corporel pour les animaux : animaux de compagnie",
      Summary: "Adapter le protocole aux chiens, aux chats et aux autres animaux de compagnie.",
      Description:
        "La méthode fonctionne avec les animaux comme avec les personnes. Ce cours aborde la manipulation, la lecture des réactions de l'animal et l'adaptation des routines aux animaux de compagnie.\n\nApportez des photos des animaux avec lesquels vous travaillez ; le deuxième jour, nous recevons la visite d'un refuge local.",
    },
    ja: {
      Title: "動物のためのボディワーク：コンパニオンアニマル",
      Summary: "犬、猫などのコンパニオンアニマルに合わせたプロトコルの応用。",
      Description:
        "このメソッドは人だけでなく動物にも働きかけます。このコースでは、動物の扱い方、動物の反応の読み取り方、コンパニオンアニマルに合わせたルーティンの応用を学びます。\n\n施術している動物の写真をお持ちください。2日目には地元の動物保護施設の方々をお迎えします。",
    },
    no: {
      Title: "Kroppsarbeid for dyr: kjæledyr",
      Summary: "Tilpass protokollen til hunder, katter og andre kjæledyr.",
      Description:
        "Metoden virker på dyr like godt som på mennesker. Kurset tar for seg håndtering, hvordan du leser dyrets reaksjoner, og hvordan rutinene tilpasses kjæledyr.\n\nTa med bilder av dyrene du arbeider med; den andre dagen får vi besøk fra et lokalt dyrevernsenter.",
    },
    pt: {
      Title: "Trabalho corporal para animais: animais de companhia",
      Summary: "Adaptar o protocolo para cães, gatos e outros animais de companhia.",
      Description:
        "O método funciona com animais tanto quanto com pessoas. Este curso aborda o manejo, a leitura das respostas do animal e a adaptação das rotinas para animais de companhia.\n\nTraga fotos dos animais com que você trabalha; no segundo dia, recebemos a visita de um abrigo de animais local.",
    },
  },
  "Body-Work for Animals: Horses": {
    cs: {
      Title: "Práce s tělem u zvířat: koně",
      Summary: "Bezpečná práce s koňmi ve stáji i ve výběhu.",
      Description:
        "Praktický kurz v jezdeckém centru: bezpečnost v blízkosti koní, tělo koně a sezení s koňmi a jejich jezdci.",
    },
    de: {
      Title: "Körperarbeit für Tiere: Pferde",
      Summary: "Sicher mit Pferden arbeiten, im Stall und auf der Weide.",
      Description:
        "Ein Praxiskurs in einem Reitzentrum: Sicherheit im Umgang mit Pferden, der Pferdekörper und Sitzungen mit Pferden und ihren Reitern.",
    },
    es: {
      Title: "Trabajo corporal para animales: caballos",
      Summary: "Trabajar con caballos de forma segura en el establo y en el campo.",
      Description:
        "Un curso práctico en un centro ecuestre: la seguridad con los caballos, el cuerpo equino y sesiones con caballos y sus jinetes.",
    },
    fr: {
      Title: "Travail corporel pour les animaux : chevaux",
      Summary: "Travailler avec les chevaux en toute sécurité, à l'écurie et au pré.",
      Description:
        "Un cours pratique qui se tient dans un centre équestre : la sécurité auprès des chevaux, le corps du cheval et des séances avec les chevaux et leurs cavaliers.",
    },
    ja: {
      Title: "動物のためのボディワーク：馬",
      Summary: "厩舎や放牧地で、馬と安全に取り組みます。",
      Description:
        "乗馬センターで行う実践的なコースです：馬の周りでの安全、馬の体、そして馬とその乗り手とのセッション。",
    },
    no: {
      Title: "Kroppsarbeid for dyr: hester",
      Summary: "Trygt arbeid med hester i stallen og på beitet.",
      Description:
        "Et praktisk kurs på et ridesenter: sikkerhet rundt hester, hestens kropp og økter med hester og rytterne deres.",
    },
    pt: {
      Title: "Trabalho corporal para animais: cavalos",
      Summary: "Trabalhar com cavalos com segurança, na cocheira e no pasto.",
      Description:
        "Um curso prático realizado em um centro hípico: segurança perto dos cavalos, o corpo do cavalo e sessões com cavalos e seus cavaleiros.",
    },
  },
  "FreeFall Memory Technique": {
    cs: {
      Title: "Paměťová technika FreeFall",
      Summary: "Jemná technika pro práci se vzpomínkami, které stále nesou napětí.",
      Description:
        "Technika FreeFall spojuje kladení otázek a lehké poklepávání, aby klientům pomohla vrátit se ke vzpomínkám, které stále nesou napětí, a zklidnit je. Je užitečná samostatně i v rámci celého sezení.",
    },
    de: {
      Title: "FreeFall-Erinnerungstechnik",
      Summary: "Eine sanfte Technik für die Arbeit mit Erinnerungen, die noch Spannung in sich tragen.",
      Description:
        "FreeFall verbindet gezielte Fragen mit leichtem Klopfen, damit Klienten Erinnerungen, die noch Spannung in sich tragen, erneut aufsuchen und zur Ruhe bringen können. Hilfreich für sich allein und innerhalb einer vollständigen Sitzung.",
    },
    es: {
      Title: "Técnica de memoria FreeFall",
      Summary: "Una técnica suave para trabajar con recuerdos que aún cargan tensión.",
      Description:
        "FreeFall combina preguntas y un golpeteo ligero para ayudar a los clientes a revisitar y asentar recuerdos que aún cargan tensión. Útil por sí sola y dentro de una sesión completa.",
    },
    fr: {
      Title: "Technique de la mémoire FreeFall",
      Summary: "Une technique douce pour travailler sur les souvenirs encore chargés de tension.",
      Description:
        "FreeFall associe un questionnement et un léger tapotement pour aider les clients à revisiter et à apaiser des souvenirs encore chargés de tension. Utile seule comme au sein d'une séance complète.",
    },
    ja: {
      Title: "フリーフォール記憶テクニック",
      Summary: "まだ緊張を抱えている記憶に取り組むための、やさしいテクニック。",
      Description:
        "フリーフォールは問いかけと軽いタッピングを組み合わせ、まだ緊張を抱えている記憶をクライアントがもう一度たどり、落ち着かせられるよう助けます。単独でも、フルセッションの中でも役立ちます。",
    },
    no: {
      Title: "FreeFall-minneteknikk",
      Summary: "En skånsom teknikk for arbeid med minner som fortsatt bærer på spenning.",
      Description:
        "FreeFall kombinerer spørsmål og lett banking for å hjelpe klienter med å oppsøke og roe ned minner som fortsatt bærer på spenning. Nyttig alene og som del av en full økt.",
    },
    pt: {
      Title: "Técnica de memória FreeFall",
      Summary: "Uma técnica suave para trabalhar com memórias que ainda carregam tensão.",
      Description:
        "O FreeFall combina perguntas e uma percussão leve para ajudar os clientes a revisitar e acalmar memórias que ainda carregam tensão. Útil por si só e dentro de uma sessão completa.",
    },
  },
  "Instructor Training: Access Technique": {
    cs: {
      Title: "Výcvik lektorů: Access Technique",
      Summary: "Získejte kvalifikaci k výuce jednodenního kurzu Access Technique.",
      Description:
        "Připravuje zkušené členy na výuku kurzu „Access Technique: základní kurz“: stavba kurzu, ukázky, dohled nad praxí a výukové standardy sdružení.\n\nJeho absolvování je prvním krokem na cestě k lektorství.",
    },
    de: {
      Title: "Ausbildung zur Lehrkraft: Access Technique",
      Summary: "Erwerben Sie die Qualifikation, den eintägigen Access-Technique-Kurs zu unterrichten.",
      Description:
        "Bildet erfahrene Mitglieder dazu aus, den Kurs „Access Technique: Grundkurs“ zu unterrichten: Kursaufbau, Demonstrationen, Betreuung der Übungen und die Lehrstandards des Verbands.\n\nDer Abschluss ist der erste Schritt auf dem Weg zur Lehrkraft.",
    },
    es: {
      Title: "Formación de instructores: Access Technique",
      Summary: "Obtén la cualificación para impartir el curso de un día de Access Technique.",
      Description:
        "Forma a miembros con experiencia para impartir el curso «Access Technique: curso esencial»: la estructura del curso, las demostraciones, la supervisión de la práctica y los estándares de enseñanza de la asociación.\n\nCompletarlo es el primer paso en el camino para ser instructor.",
    },
    fr: {
      Title: "Formation d'instructeur : Access Technique",
      Summary: "Obtenez la qualification pour enseigner le cours d'une journée d'Access Technique.",
      Description:
        "Forme des membres expérimentés à enseigner le cours « Access Technique : les essentiels » : structure du cours, démonstrations, encadrement de la pratique et normes pédagogiques de l'association.\n\nL'achever constitue la première étape du parcours d'instructeur.",
    },
    ja: {
      Title: "インストラクター養成：アクセス・テクニック",
      Summary: "1日コースのアクセス・テクニックを教える資格を取得します。",
      Description:
        "経験を積んだ会員が「アクセス・テクニック入門」を教えられるよう養成します：コースの構成、デモンストレーション、実習の指導、協会の指導基準。\n\n修了は、インストラクターへの道の第一歩です。",
    },
    no: {
      Title: "Instruktørutdanning: Access Technique",
      Summary: "Bli kvalifisert til å undervise endagskurset i Access Technique.",
      Description:
        "Utdanner erfarne medlemmer til å undervise kurset «Access Technique: grunnkurs»: kursoppbygging, demonstrasjoner, veiledning av øving og foreningens undervisningsstandarder.\n\nFullført kurs er første steg på veien til å bli instruktør.",
    },
    pt: {
      Title: "Formação de instrutores: Access Technique",
      Summary: "Qualifique-se para ensinar o curso de um dia de Access Technique.",
      Description:
        "Prepara membros experientes para ensinar o curso “Access Technique: curso essencial”: estrutura do curso, demonstrações, supervisão da prática e os padrões de ensino da associação.\n\nConcluí-lo é o primeiro passo no caminho para se tornar instrutor.",
    },
  },
  "Certified Instructor Intensive": {
    cs: {
      Title: "Intenzivní kurz pro certifikované lektory",
      Summary: "Intenzivní kurz, který certifikované terapeuty opravňuje vyučovat základní moduly.",
      Description:
        "Sedm dní výukové praxe, studia osnov a hodnocení. Před certifikací kandidáti spoluvyučují jeden základní modul se zkušeným lektorem.",
    },
    de: {
      Title: "Intensivkurs Zertifizierte Lehrkraft",
      Summary: "Der Intensivkurs, der zertifizierte Praktiker zum Unterrichten der Grundlagenmodule qualifiziert.",
      Description:
        "Sieben Tage Unterrichtspraxis, Lehrplanstudium und Prüfung. Vor der Zertifizierung unterrichten die Kandidaten ein Grundlagenmodul gemeinsam mit einer erfahrenen Lehrkraft.",
    },
    es: {
      Title: "Intensivo de instructor certificado",
      Summary: "El intensivo que habilita a los terapeutas certificados para impartir los módulos de Fundamentos.",
      Description:
        "Siete días de práctica docente, estudio del plan de estudios y evaluación. Antes de la certificación, los candidatos imparten un módulo de Fundamentos junto con un instructor sénior.",
    },
    fr: {
      Title: "Intensif d'instructeur certifié",
      Summary: "L'intensif qui habilite les praticiens certifiés à enseigner les modules Fondements.",
      Description:
        "Sept jours de pratique de l'enseignement, d'étude du programme et d'évaluation. Avant leur certification, les candidats co-enseignent un module des Fondements avec un instructeur chevronné.",
    },
    ja: {
      Title: "認定インストラクター集中講座",
      Summary: "認定プラクティショナーが基礎モジュールを教える資格を得るための集中講座。",
      Description:
        "7日間の指導実習、カリキュラムの学習、評価。候補者は認定の前に、シニア・インストラクターとともに基礎モジュールの一つを共同で指導します。",
    },
    no: {
      Title: "Intensivkurs for sertifiserte instruktører",
      Summary: "Intensivkurset som kvalifiserer sertifiserte terapeuter til å undervise grunnmodulene.",
      Description:
        "Sju dager med undervisningspraksis, studier av læreplanen og vurdering. Før sertifiseringen underviser kandidatene én grunnmodul sammen med en erfaren instruktør.",
    },
    pt: {
      Title: "Intensivo de instrutor certificado",
      Summary: "O intensivo que qualifica terapeutas certificados para ensinar os módulos de Fundamentos.",
      Description:
        "Sete dias de prática de ensino, estudo do currículo e avaliação. Antes da certificação, os candidatos ministram um módulo de Fundamentos junto com um instrutor sênior.",
    },
  },
};

/**
 * The demo courses' lengths in the seven other languages, by the English words (a course's `Duration` is free
 * text; the demo uses these seven).
 */
export const COURSE_DURATION_TRANSLATIONS: Record<string, Partial<Record<TranslationLanguage, string>>> = {
  "1 day": { cs: "1 den", de: "1 Tag", es: "1 día", fr: "1 jour", ja: "1日間", no: "1 dag", pt: "1 dia" },
  "2 days": { cs: "2 dny", de: "2 Tage", es: "2 días", fr: "2 jours", ja: "2日間", no: "2 dager", pt: "2 dias" },
  "5 days": { cs: "5 dní", de: "5 Tage", es: "5 días", fr: "5 jours", ja: "5日間", no: "5 dager", pt: "5 dias" },
  "7 days": { cs: "7 dní", de: "7 Tage", es: "7 días", fr: "7 jours", ja: "7日間", no: "7 dager", pt: "7 dias" },
  "3 mornings": {
    cs: "3 dopoledne",
    de: "3 Vormittage",
    es: "3 mañanas",
    fr: "3 matinées",
    ja: "午前3回",
    no: "3 formiddager",
    pt: "3 manhãs",
  },
  "6 lessons": {
    cs: "6 lekcí",
    de: "6 Lektionen",
    es: "6 lecciones",
    fr: "6 leçons",
    ja: "全6レッスン",
    no: "6 leksjoner",
    pt: "6 lições",
  },
  "6 sessions": {
    cs: "6 setkání",
    de: "6 Termine",
    es: "6 sesiones",
    fr: "6 séances",
    ja: "全6回",
    no: "6 økter",
    pt: "6 sessões",
  },
};

/** A course's demo words in every language with its length added where the demo has words for it. */
export function withDuration(words: Translations, duration: string): Translations {
  const lengths = COURSE_DURATION_TRANSLATIONS[duration];
  if (!lengths) return words;
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [
      lang,
      { ...words[lang], ...(lengths[lang] ? { Duration: lengths[lang] } : {}) },
    ]),
  );
}
