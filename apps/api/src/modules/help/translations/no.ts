import type { DemoHelpTranslation } from "./types.ts";

/** Hjelpesenteret på norsk (bokmål). */
export const no: DemoHelpTranslation = {
  topics: [
    {
      name: "Medlemskap og betaling",
      description: "Medlemskap, fornyelser, oppgraderinger, kort, fakturaer og rabattkoder.",
      articles: [
        {
          title: "Hvilket medlemskap passer for meg?",
          body: `<p>Hvert medlemskap varer i ett år. Du kan velge mellom fire medlemskap når du registrerer deg, og det finnes ett for instruktører:</p>
<ul><li><strong>Starter</strong> (gratis): en konto, bloggen, den offentlige kurskatalogen og terapeutkatalogen.</li>
<li><strong>Access</strong> (40 $ i året): i tillegg studiegrupper, medlemspriser og mer av video- og ressursbiblioteket.</li>
<li><strong>Standard</strong> (150 $ i året): hele medlemsbiblioteket, deltakelse i forumet og seminarer bare for medlemmer.</li>
<li><strong>Practitioner</strong> (300 $ i året): alt i Standard pluss en oppføring i terapeutkatalogen og retten til å vise foreningens sertifiseringsmerke. Det blir tilgjengelig når terapeutdokumentasjonen din er registrert.</li>
<li><strong>Instructor</strong> (300 $ i året): for lisensierte instruktører; fornyes sammen med instruktørlisensavgiften og etterutdanningspoengene.</li></ul>
<p>Sammenlign medlemskapene på <a href="/membership">medlemskapssiden</a>. Du kan oppgradere når som helst og betaler bare differansen for resten av året ditt.</p>`,
        },
        {
          title: "Slik fungerer fornyelser og betalingspåminnelser",
          body: `<p>Betalte medlemskap fornyes automatisk på sluttdatoen med kortet som er lagret på kontoen din. Omtrent en måned før får du en påminnelse på e-post; hvis kortet ditt utløper før fornyelsesdatoen, ber vi deg også om å oppdatere det.</p>
<p>Hvis en fornyelsesbetaling mislykkes, prøver vi igjen de neste dagene og skriver til deg hver gang. Medlemskapet ditt forblir aktivt mens vi prøver; lykkes ingen av forsøkene, faller det tilbake til Starter, og du kan fornye det selv under <a href="/managemembership">Administrer medlemskap</a>.</p>
<p>Du kan også betale en fornyelse selv innen 30 dager før sluttdatoen. Før det er perioden allerede betalt, så betalingen avvises i stedet for å bli trukket to ganger.</p>`,
        },
        {
          title: "Oppgradere eller nedgradere medlemskapet",
          body: `<p>Åpne <a href="/managemembership">Administrer medlemskap</a> og velg <em>Oppgrader</em>. Prisen som vises er forholdsmessig: du betaler prisen for det nye medlemskapet for månedene som er igjen av året ditt, minus det disse månedene allerede har kostet i det nåværende medlemskapet.</p>
<p>En nedgradering trer i kraft ved neste fornyelse, så du beholder det du har betalt for frem til da. Oversikten på profilen din viser nåværende medlemskap, sluttdatoen og eventuelle endringer som venter.</p>`,
        },
        {
          title: "Fakturaer, kvitteringer og rabattkoder",
          body: `<p>Alle betalinger, enten det gjelder et medlemskap, et seminar, en manual, en bestilling i butikken eller en gave, vises under <a href="/profile/purchases">Profil → Kjøp</a>. Hver linje har en PDF-faktura du kan laste ned; du får også en kvittering på e-post når betalingen er gjennomført.</p>
<p>Rabattkoder skrives inn på betalingssiden. En rabattkode kan gi en prosentvis eller fast rabatt, kan være begrenset til medlemskap eller til butikken, og kan utløpe eller bli brukt opp. Besøkende fra enkelte land ser en landrabatt i stedet for et felt for rabattkode; de to kan ikke kombineres.</p>`,
        },
      ],
    },
    {
      name: "Kurs og seminarer",
      description: "Finne kurs, melde seg på seminarer, selvstudium, manualer og etterutdanningspoeng.",
      articles: [
        {
          title: "Finne et seminar og melde seg på",
          body: `<p><a href="/courses">Kurskatalogen</a> viser alle kurs med nivå og hvilken modalitet de hører til; søk etter ord eller filtrer på kategori. En kursside viser de kommende seminarene: datoer, by eller nett, instruktør og pris.</p>
<p>Velg <em>Meld på</em> ved et seminar for å gå til betaling. Betal med kort eller PayPal; plassen din bekreftes med en gang, og seminaret vises under <a href="/profile/courses">Profil → Kurs</a>. Noen seminarer krever et minste medlemsnivå eller et tidligere kurs; seminarsiden sier fra før du betaler.</p>`,
        },
        {
          title: "Selvstudiekurs og fremdriften din",
          body: `<p>Selvstudiekurs tas på nett i ditt eget tempo. Finn dem under <a href="/selfstudy">Selvstudium</a>; når du er påmeldt, åpner du <a href="/myselfstudy">Mitt selvstudium</a> for å fortsette der du slapp. Hver leksjon merkes som fullført når du er ferdig med den, og kurset viser fremdriften din.</p>
<p>Noen selvstudiekurs avsluttes med en kort eksamen. Består du den, føres kursets etterutdanningspoeng inn på utskriften din.</p>`,
        },
        {
          title: "Etterutdanningspoeng, utskrifter og manualer",
          body: `<p>Etterutdanningspoeng (CE) fra seminarer du har deltatt på og eksamener du har bestått, står under <a href="/myceus">Mine CEU-er</a>, der du kan laste ned utskriften din. Instruktører trenger et visst antall poeng for hver lisensfornyelse.</p>
<p>Kursmanualer tilpasses med navnet ditt. Kjøp en via manualbetalingen; deretter ligger den under <a href="/mymanuals">Mine manualer</a> og lastes ned via en privat lenke som bare fungerer for deg.</p>`,
        },
      ],
    },
    {
      name: "Terapeutkatalog",
      description: "Finne en terapeut og administrere din egen oppføring.",
      articles: [
        {
          title: "Finne en terapeut i nærheten",
          body: `<p><a href="/bodytalkpractitioners">Terapeutkatalogen</a> viser sertifiserte medlemmer som har valgt å være synlige. Søk etter navn, eller filtrer på by, land, språk og terapeuttype; avstandssøket sorterer terapeutene etter hvor langt de er fra stedet du oppgir.</p>
<p>Egne lister viser terapeuter som jobber med dyr, avanserte terapeuter og Parama-terapeuter, instruktører og Breakthrough-terapeuter. Mange terapeuter tilbyr også fjernøkter; det står på profilen deres.</p>`,
        },
        {
          title: "Føre deg opp som terapeut",
          body: `<p>En oppføring i katalogen følger med Practitioner-medlemskapet. Når dokumentasjonen din er bekreftet, åpner du profilen din og fyller ut biografi, spesialiseringer, språk og byen du jobber i, og slår deretter på <em>Vis meg i katalogen</em> i kontoinnstillingene.</p>
<p>Du bestemmer hva den offentlige profilen viser. Du kan skjule oppføringen når som helst uten å miste medlemskapet.</p>`,
        },
        {
          title: "Dokumentasjon og sertifiseringsmerket",
          body: `<p>Last opp eller oppdater sertifikatene dine under <a href="/profile/credentials">Profil → Dokumentasjon</a>. En administrator kontrollerer dem; bekreftede terapeuter med Practitioner-medlemskap viser foreningens sertifiseringsmerke på profilen sin.</p>
<p>Hvis sertifiseringen din utløper, forsvinner merket fra profilen til den er fornyet.</p>`,
        },
      ],
    },
    {
      name: "Butikk og bestillinger",
      description: "Handel, betaling, frakt og nedlastinger fra butikken.",
      articles: [
        {
          title: "Bestille i butikken",
          body: `<p><a href="/store">Butikken</a> selger bøker, plansjer, instruktørsett og nedlastinger. Legg produkter i handlekurven i toppfeltet; du kan handle som besøkende og logge inn ved betaling, og handlekurven følger med.</p>
<p>I <a href="/checkout">kassen</a> skriver du inn eller velger en leveringsadresse og betaler med kort. Produkter merket som utsolgt kan ikke bestilles før de er tilbake.</p>`,
        },
        {
          title: "Følge en bestilling og laste ned digitale produkter",
          body: `<p>Bestillingene dine finner du under <a href="/profile/orderpurchases">Profil → Bestillinger</a>, hver med sin status: betalt, sendt (med sporingsnummer når det finnes) eller kansellert.</p>
<p>Digitale produkter kan lastes ned fra bestillingen så snart betalingen er gjennomført. Har du et problem med en bestilling, skriv til oss via <a href="/contact">kontaktskjemaet</a> og oppgi bestillingsnummeret.</p>`,
        },
      ],
    },
    {
      name: "Konto og personvern",
      description: "Innlogging, passord, språk, varsler og dataene dine.",
      articles: [
        {
          title: "Tilbakestille et glemt passord",
          body: `<p>Velg <em>Glemt passord</em> i innloggingsvinduet og skriv inn e-postadressen din. Vi sender en lenke der du kan velge et nytt passord; den fungerer én gang og utløper etter kort tid.</p>
<p>Etter flere mislykkede innloggingsforsøk stenges innloggingen i noen minutter for å beskytte kontoen din. Kommer det ingen e-post, sjekk søppelpostmappen og skriv deretter til oss via <a href="/contact">kontaktskjemaet</a>.</p>`,
        },
        {
          title: "Språk, varsler og nyhetsbrev",
          body: `<p>Velg språket på nettstedet i toppfeltet; åtte språk er tilgjengelige. Hvilke varsler du får, og om de kommer med en gang eller i et daglig sammendrag, stiller du inn under <a href="/profile/notifications">Profil → Varsler</a>.</p>
<p>Abonnementer på nyhetsbrev finner du under <a href="/profile/newsletter">Profil → Nyhetsbrev</a>. Hvert nyhetsbrev har også en lenke for å melde seg av med ett klikk.</p>`,
        },
        {
          title: "Dataene dine og avslutning av kontoen",
          body: `<p>Vi tar vare på det medlemskapet ditt trenger: navnet ditt, kontaktopplysninger, betalinger og kurshistorikk. Les <a href="/privacypolicy">personvernerklæringen</a> for detaljer og hvor lenge hver opplysning lagres.</p>
<p>Du kan endre e-postadressen og andre opplysninger under <a href="/profile/account">Profil → Konto</a>. For å avslutte kontoen bruker du valget på den siden; fakturaer oppbevares så lenge loven krever.</p>`,
        },
      ],
    },
  ],
};
