import type { DemoHelpTranslation } from "./types.ts";

/** Centrum nápovědy v češtině. */
export const cs: DemoHelpTranslation = {
  topics: [
    {
      name: "Členství a platby",
      description: "Tarify, prodloužení, změny tarifu, karty, faktury a slevové kupony.",
      articles: [
        {
          title: "Který členský tarif je pro mě ten pravý?",
          body: `<p>Každé členství trvá jeden rok. Při registraci si můžete vybrat ze čtyř tarifů a jeden je určen instruktorům:</p>
<ul><li><strong>Starter</strong> (zdarma): účet, blog, veřejný katalog kurzů a adresář terapeutů.</li>
<li><strong>Access</strong> (40 $ ročně): navíc studijní skupiny, členské ceny a větší část knihovny videí a materiálů.</li>
<li><strong>Standard</strong> (150 $ ročně): celá členská knihovna, účast ve fóru a semináře jen pro členy.</li>
<li><strong>Practitioner</strong> (300 $ ročně): vše ze Standardu a k tomu záznam v adresáři terapeutů a právo zobrazovat certifikační odznak asociace. Je k dispozici, jakmile máme vaše doklady terapeuta.</li>
<li><strong>Instructor</strong> (300 $ ročně): pro licencované instruktory; prodlužuje se společně s poplatkem za instruktorskou licenci a kredity dalšího vzdělávání.</li></ul>
<p>Tarify porovnáte na <a href="/membership">stránce členství</a>. Na vyšší tarif můžete přejít kdykoli a zaplatíte jen rozdíl za zbytek svého roku.</p>`,
        },
        {
          title: "Jak funguje prodlužování a upomínky plateb",
          body: `<p>Placená členství se v den skončení automaticky prodlouží kartou uloženou ve vašem účtu. Zhruba měsíc předem dostanete připomínku e-mailem; pokud vaší kartě skončí platnost před datem prodloužení, požádáme vás také o její aktualizaci.</p>
<p>Pokud platba za prodloužení selže, v následujících dnech ji zkusíme znovu a pokaždé vám napíšeme. Členství zůstává po dobu těchto pokusů aktivní; pokud žádný neuspěje, přejde na Starter a prodloužit ho můžete ručně v části <a href="/managemembership">Správa členství</a>.</p>
<p>Prodloužení můžete zaplatit i sami, a to během 30 dnů před koncem členství. Dříve je období již zaplaceno, takže platba je odmítnuta, aby nebyla stržena dvakrát.</p>`,
        },
        {
          title: "Přechod na vyšší nebo nižší tarif",
          body: `<p>Otevřete <a href="/managemembership">Správu členství</a> a zvolte <em>Vyšší tarif</em>. Zobrazená cena je poměrná: zaplatíte cenu nového tarifu za měsíce, které zbývají do konce vašeho roku, po odečtení toho, co vás tyto měsíce stály ve stávajícím tarifu.</p>
<p>Přechod na nižší tarif platí od příštího prodloužení, takže do té doby si ponecháte to, co jste zaplatili. Přehled ve vašem profilu ukazuje aktuální tarif, datum konce a případnou čekající změnu.</p>`,
        },
        {
          title: "Faktury, potvrzení a slevové kupony",
          body: `<p>Každá platba, ať už za členství, seminář, příručku, objednávku v obchodě nebo dar, se zobrazí v části <a href="/profile/purchases">Profil → Nákupy</a>. Ke každému řádku je PDF faktura ke stažení; po úspěšné platbě vám také pošleme potvrzení e-mailem.</p>
<p>Slevové kupony se zadávají na platební stránce. Kupon může snížit cenu o procento nebo pevnou částku, může platit jen pro členství nebo pro obchod a může vypršet nebo se vyčerpat. Návštěvníci z některých zemí místo pole pro kupon vidí slevu pro svou zemi; obojí nelze kombinovat.</p>`,
        },
      ],
    },
    {
      name: "Kurzy a semináře",
      description: "Hledání kurzů, přihlášky na semináře, samostudium, příručky a kredity dalšího vzdělávání.",
      articles: [
        {
          title: "Jak najít seminář a přihlásit se",
          body: `<p><a href="/courses">Katalog kurzů</a> uvádí každý kurz s jeho úrovní a metodou, ke které patří; hledejte podle slova nebo filtrujte podle kategorie. Stránka kurzu ukazuje nadcházející semináře: termíny, město nebo online, instruktora a cenu.</p>
<p>U semináře zvolte <em>Přihlásit se</em> a přejdete k platbě. Zaplaťte kartou nebo přes PayPal; místo je potvrzeno okamžitě a seminář se objeví v části <a href="/profile/courses">Profil → Kurzy</a>. Některé semináře vyžadují minimální úroveň členství nebo předchozí kurz; stránka semináře vám to řekne ještě před platbou.</p>`,
        },
        {
          title: "Kurzy samostudia a váš postup",
          body: `<p>Kurzy samostudia procházíte online vlastním tempem. Najdete je v části <a href="/selfstudy">Samostudium</a>; po přihlášení otevřete <a href="/myselfstudy">Moje samostudium</a> a pokračujte tam, kde jste skončili. Každá lekce se po dokončení označí jako hotová a kurz ukazuje váš postup.</p>
<p>Některé kurzy samostudia končí krátkou zkouškou. Po jejím složení se kredity dalšího vzdělávání za kurz zapíší do vašeho výpisu.</p>`,
        },
        {
          title: "Kredity dalšího vzdělávání, výpisy a příručky",
          body: `<p>Kredity dalšího vzdělávání (CE) ze seminářů, kterých jste se zúčastnili, a ze zkoušek, které jste složili, najdete v části <a href="/myceus">Moje CEU</a>, kde si můžete stáhnout svůj výpis. Instruktoři potřebují pro každé prodloužení licence určitý počet kreditů.</p>
<p>Příručky ke kurzům jsou personalizované vaším jménem. Kupte si ji v platbě za příručky; poté na vás čeká v části <a href="/mymanuals">Moje příručky</a> a stahuje se přes soukromý odkaz, který funguje jen pro vás.</p>`,
        },
      ],
    },
    {
      name: "Adresář terapeutů",
      description: "Hledání terapeuta a správa vlastního záznamu.",
      articles: [
        {
          title: "Jak najít terapeuta ve vašem okolí",
          body: `<p><a href="/bodytalkpractitioners">Adresář terapeutů</a> uvádí certifikované členy, kteří chtějí být k nalezení. Hledejte podle jména nebo filtrujte podle města, země, jazyka a typu terapeuta; hledání podle vzdálenosti seřadí terapeuty podle toho, jak daleko jsou od zadaného místa.</p>
<p>Samostatné seznamy ukazují terapeuty pracující se zvířaty, pokročilé terapeuty a terapeuty Parama, instruktory a terapeuty Breakthrough. Mnoho terapeutů nabízí i sezení na dálku; uvádějí to ve svém profilu.</p>`,
        },
        {
          title: "Jak se zapsat do adresáře jako terapeut",
          body: `<p>Záznam v adresáři je součástí tarifu Practitioner. Jakmile jsou vaše doklady ověřeny, otevřete svůj profil, doplňte životopis, specializace, jazyky a město, kde pracujete, a poté v nastavení účtu zapněte <em>Zobrazit mě v adresáři</em>.</p>
<p>O tom, co veřejný profil ukazuje, rozhodujete vy. Svůj záznam můžete kdykoli skrýt, aniž byste přišli o členství.</p>`,
        },
        {
          title: "Doklady a certifikační odznak",
          body: `<p>Své certifikáty nahrajte nebo aktualizujte v části <a href="/profile/credentials">Profil → Doklady</a>. Administrátor je zkontroluje; ověření terapeuti s tarifem Practitioner mají ve svém profilu certifikační odznak asociace.</p>
<p>Pokud vaše certifikace vyprší, odznak z profilu zmizí, dokud ji neobnovíte.</p>`,
        },
      ],
    },
    {
      name: "Obchod a objednávky",
      description: "Nakupování, platba, doprava a stahování z obchodu.",
      articles: [
        {
          title: "Jak objednat v obchodě",
          body: `<p><a href="/store">Obchod</a> prodává knihy, tabule, sady pro instruktory a soubory ke stažení. Produkty přidávejte do košíku v záhlaví; nakupovat můžete jako návštěvník a přihlásit se až při placení, košík vám zůstane.</p>
<p>V <a href="/checkout">pokladně</a> zadejte nebo vyberte doručovací adresu a zaplaťte kartou. Produkty označené jako vyprodané nelze objednat, dokud nebudou znovu skladem.</p>`,
        },
        {
          title: "Sledování objednávky a stahování digitálních produktů",
          body: `<p>Své objednávky najdete v části <a href="/profile/orderpurchases">Profil → Objednávky</a>, každou s jejím stavem: zaplaceno, odesláno (se sledovacím číslem, pokud existuje) nebo zrušeno.</p>
<p>Digitální produkty jsou v objednávce připraveny ke stažení hned po úspěšné platbě. S problémem s objednávkou nám napište přes <a href="/contact">kontaktní formulář</a> a uveďte číslo objednávky.</p>`,
        },
      ],
    },
    {
      name: "Účet a soukromí",
      description: "Přihlášení, hesla, jazyk, oznámení a vaše údaje.",
      articles: [
        {
          title: "Obnovení zapomenutého hesla",
          body: `<p>V přihlašovacím okně zvolte <em>Zapomenuté heslo</em> a zadejte svou e-mailovou adresu. Pošleme vám odkaz, přes který si zvolíte nové heslo; funguje jen jednou a brzy vyprší.</p>
<p>Po několika neúspěšných pokusech o přihlášení se přihlašování na několik minut zablokuje, aby byl váš účet chráněn. Pokud žádný e-mail nepřijde, podívejte se do složky se spamem a pak nám napište přes <a href="/contact">kontaktní formulář</a>.</p>`,
        },
        {
          title: "Jazyk, oznámení a zpravodaje",
          body: `<p>Jazyk webu vyberete v záhlaví; k dispozici je osm jazyků. Jaká oznámení dostáváte a zda hned, nebo v jednom denním souhrnu, nastavíte v části <a href="/profile/notifications">Profil → Oznámení</a>.</p>
<p>Odběry zpravodajů najdete v části <a href="/profile/newsletter">Profil → Zpravodaj</a>. Každý zpravodaj navíc obsahuje odkaz pro odhlášení jedním kliknutím.</p>`,
        },
        {
          title: "Vaše údaje a zrušení účtu",
          body: `<p>Uchováváme to, co vaše členství potřebuje: vaše jméno, kontaktní údaje, platby a historii kurzů. Podrobnosti a dobu uchování jednotlivých údajů najdete v <a href="/privacypolicy">zásadách ochrany osobních údajů</a>.</p>
<p>E-mailovou adresu a další údaje změníte v části <a href="/profile/account">Profil → Účet</a>. Chcete-li účet zrušit, použijte volbu na téže stránce; faktury uchováváme tak dlouho, jak vyžaduje zákon.</p>`,
        },
      ],
    },
  ],
};
