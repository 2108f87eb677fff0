import type { DemoHelpTranslation } from "./types.ts";

/** Das Hilfe-Center auf Deutsch. */
export const de: DemoHelpTranslation = {
  topics: [
    {
      name: "Mitgliedschaft & Abrechnung",
      description: "Tarife, Verlängerungen, Upgrades, Karten, Rechnungen und Gutscheine.",
      articles: [
        {
          title: "Welcher Mitgliedschaftstarif passt zu mir?",
          body: `<p>Jede Mitgliedschaft läuft ein Jahr. Bei der Anmeldung können Sie zwischen vier Tarifen wählen, dazu kommt einer für Instruktoren:</p>
<ul><li><strong>Starter</strong> (kostenlos): ein Konto, der Blog, der öffentliche Kurskatalog und das Praktikerverzeichnis.</li>
<li><strong>Access</strong> (40 $ im Jahr): zusätzlich Studiengruppen, Mitgliederpreise und mehr von der Video- und Materialbibliothek.</li>
<li><strong>Standard</strong> (150 $ im Jahr): die vollständige Mitgliederbibliothek, Teilnahme am Forum und Seminare nur für Mitglieder.</li>
<li><strong>Practitioner</strong> (300 $ im Jahr): alles aus Standard plus ein Eintrag im Praktikerverzeichnis und das Recht, das Zertifizierungsabzeichen des Verbands zu zeigen. Der Tarif steht zur Verfügung, sobald Ihre Praktikernachweise vorliegen.</li>
<li><strong>Instructor</strong> (300 $ im Jahr): für lizenzierte Instruktoren; wird zusammen mit der Instruktorenlizenzgebühr und den Fortbildungspunkten verlängert.</li></ul>
<p>Vergleichen Sie die Tarife auf der <a href="/membership">Mitgliedschaftsseite</a>. Sie können jederzeit aufsteigen und zahlen nur die Differenz für den Rest Ihres Jahres.</p>`,
        },
        {
          title: "Wie Verlängerungen und Zahlungserinnerungen funktionieren",
          body: `<p>Bezahlte Mitgliedschaften verlängern sich an ihrem Enddatum automatisch mit der Karte, die in Ihrem Konto hinterlegt ist. Etwa einen Monat vorher erhalten Sie eine Erinnerung per E-Mail; läuft Ihre Karte vor dem Verlängerungsdatum ab, bitten wir Sie außerdem, sie zu aktualisieren.</p>
<p>Schlägt eine Verlängerungszahlung fehl, versuchen wir es in den folgenden Tagen erneut und schreiben Ihnen jedes Mal. Ihre Mitgliedschaft bleibt während dieser Versuche aktiv; gelingt keiner, fällt sie auf Starter zurück und Sie können sie unter <a href="/managemembership">Mitgliedschaft verwalten</a> von Hand verlängern.</p>
<p>Sie können eine Verlängerung auch selbst innerhalb von 30 Tagen vor dem Enddatum bezahlen. Früher ist der Zeitraum bereits bezahlt, daher wird die Zahlung abgelehnt statt doppelt abgebucht.</p>`,
        },
        {
          title: "Tarif upgraden oder downgraden",
          body: `<p>Öffnen Sie <a href="/managemembership">Mitgliedschaft verwalten</a> und wählen Sie <em>Upgrade</em>. Der angezeigte Preis ist anteilig berechnet: Sie zahlen den Preis des neuen Tarifs für die verbleibenden Monate Ihres laufenden Jahres, abzüglich dessen, was diese Monate in Ihrem bisherigen Tarif bereits gekostet haben.</p>
<p>Ein Downgrade wird mit Ihrer nächsten Verlängerung wirksam, sodass Sie bis dahin behalten, wofür Sie bezahlt haben. Die Übersicht in Ihrem Profil zeigt den aktuellen Tarif, sein Enddatum und jede anstehende Änderung.</p>`,
        },
        {
          title: "Rechnungen, Belege und Gutscheine",
          body: `<p>Jede Zahlung – ob für eine Mitgliedschaft, ein Seminar, ein Handbuch, eine Shop-Bestellung oder eine Spende – erscheint unter <a href="/profile/purchases">Profil → Käufe</a>. Zu jeder Zeile gibt es eine PDF-Rechnung zum Herunterladen; außerdem wird Ihnen ein Beleg per E-Mail geschickt, sobald die Zahlung erfolgreich ist.</p>
<p>Gutscheine geben Sie auf der Zahlungsseite ein. Ein Gutschein kann einen Prozentsatz oder einen festen Betrag abziehen, auf Mitgliedschaften oder den Shop beschränkt sein und ablaufen oder aufgebraucht werden. Besucher aus manchen Ländern sehen statt eines Gutscheinfelds einen Länderrabatt; beides lässt sich nicht kombinieren.</p>`,
        },
      ],
    },
    {
      name: "Kurse & Seminare",
      description: "Kurse finden, sich für Seminare anmelden, Selbststudium, Handbücher und Fortbildungspunkte.",
      articles: [
        {
          title: "Ein Seminar finden und sich anmelden",
          body: `<p>Der <a href="/courses">Kurskatalog</a> führt jeden Kurs mit seiner Stufe und der Methode, zu der er gehört; suchen Sie nach einem Wort oder filtern Sie nach Kategorie. Eine Kursseite zeigt die kommenden Seminare: Termine, Stadt oder online, Instruktor und Preis.</p>
<p>Wählen Sie bei einem Seminar <em>Anmelden</em>, um zur Kasse zu gelangen. Bezahlen Sie per Karte oder mit PayPal; Ihr Platz wird sofort bestätigt und das Seminar erscheint unter <a href="/profile/courses">Profil → Kurse</a>. Manche Seminare setzen eine Mindestmitgliedschaft oder einen früheren Kurs voraus; die Seminarseite sagt es Ihnen, bevor Sie bezahlen.</p>`,
        },
        {
          title: "Selbststudienkurse und Ihr Fortschritt",
          body: `<p>Selbststudienkurse absolvieren Sie online in Ihrem eigenen Tempo. Sie finden sie unter <a href="/selfstudy">Selbststudium</a>; nach der Anmeldung öffnen Sie <a href="/myselfstudy">Mein Selbststudium</a>, um dort weiterzumachen, wo Sie aufgehört haben. Jede Lektion wird als abgeschlossen markiert, wenn Sie sie beenden, und der Kurs zeigt Ihren Fortschritt.</p>
<p>Manche Selbststudienkurse enden mit einer kurzen Prüfung. Wer sie besteht, bekommt die Fortbildungspunkte des Kurses in seinem Nachweis eingetragen.</p>`,
        },
        {
          title: "Fortbildungspunkte, Nachweise und Handbücher",
          body: `<p>Fortbildungspunkte (CE) aus besuchten Seminaren und bestandenen Prüfungen stehen unter <a href="/myceus">Meine CEUs</a>, wo Sie auch Ihren Nachweis herunterladen können. Instruktoren brauchen für jede Lizenzverlängerung eine bestimmte Anzahl Punkte.</p>
<p>Kurshandbücher werden mit Ihrem Namen personalisiert. Kaufen Sie eines über die Handbuch-Kasse; danach liegt es unter <a href="/mymanuals">Meine Handbücher</a> bereit und wird über einen privaten Link heruntergeladen, der nur für Sie funktioniert.</p>`,
        },
      ],
    },
    {
      name: "Praktikerverzeichnis",
      description: "Einen Praktiker finden und den eigenen Eintrag verwalten.",
      articles: [
        {
          title: "Einen Praktiker in Ihrer Nähe finden",
          body: `<p>Das <a href="/bodytalkpractitioners">Praktikerverzeichnis</a> führt zertifizierte Mitglieder, die gefunden werden möchten. Suchen Sie nach Namen oder filtern Sie nach Stadt, Land, Sprache und Praktikertyp; die Umkreissuche ordnet die Praktiker nach ihrer Entfernung zu dem Ort, den Sie eingeben.</p>
<p>Eigene Listen zeigen Praktiker, die mit Tieren arbeiten, fortgeschrittene und Parama-Praktiker, Instruktoren und Breakthrough-Praktiker. Viele Praktiker bieten auch Fernsitzungen an; ihr Profil sagt es.</p>`,
        },
        {
          title: "Sich als Praktiker eintragen",
          body: `<p>Ein Verzeichniseintrag gehört zum Practitioner-Tarif. Sobald Ihre Nachweise geprüft sind, öffnen Sie Ihr Profil und vervollständigen Biografie, Spezialisierungen, Sprachen und die Stadt, in der Sie arbeiten; dann schalten Sie in Ihren Kontoeinstellungen <em>Im Verzeichnis anzeigen</em> ein.</p>
<p>Sie entscheiden, was das öffentliche Profil zeigt. Sie können Ihren Eintrag jederzeit ausblenden, ohne Ihre Mitgliedschaft zu verlieren.</p>`,
        },
        {
          title: "Nachweise und das Zertifizierungsabzeichen",
          body: `<p>Laden Sie Ihre Zertifikate unter <a href="/profile/credentials">Profil → Nachweise</a> hoch oder aktualisieren Sie sie. Ein Administrator prüft sie; geprüfte Praktiker im Practitioner-Tarif zeigen das Zertifizierungsabzeichen des Verbands in ihrem Profil.</p>
<p>Läuft Ihre Zertifizierung ab, verschwindet das Abzeichen aus Ihrem Profil, bis sie erneuert ist.</p>`,
        },
      ],
    },
    {
      name: "Shop & Bestellungen",
      description: "Einkaufen, Kasse, Versand und Downloads aus dem Shop.",
      articles: [
        {
          title: "Im Shop bestellen",
          body: `<p>Der <a href="/store">Shop</a> verkauft Bücher, Tafeln, Instruktorensets und Downloads. Legen Sie Produkte in den Warenkorb in der Kopfzeile; Sie können als Besucher einkaufen und sich an der Kasse anmelden, Ihr Warenkorb kommt mit.</p>
<p>An der <a href="/checkout">Kasse</a> geben Sie eine Lieferadresse ein oder wählen eine aus und bezahlen per Karte. Als nicht vorrätig markierte Produkte können erst bestellt werden, wenn sie wieder da sind.</p>`,
        },
        {
          title: "Eine Bestellung verfolgen und digitale Produkte herunterladen",
          body: `<p>Ihre Bestellungen finden Sie unter <a href="/profile/orderpurchases">Profil → Bestellungen</a>, jede mit ihrem Status: bezahlt, versandt (mit der Sendungsnummer, wenn es eine gibt) oder storniert.</p>
<p>Digitale Produkte stehen in der Bestellung zum Herunterladen bereit, sobald die Zahlung erfolgreich ist. Bei einem Problem mit einer Bestellung schreiben Sie uns über das <a href="/contact">Kontaktformular</a> und nennen die Bestellnummer.</p>`,
        },
      ],
    },
    {
      name: "Konto & Datenschutz",
      description: "Anmeldung, Passwörter, Sprache, Benachrichtigungen und Ihre Daten.",
      articles: [
        {
          title: "Ein vergessenes Passwort zurücksetzen",
          body: `<p>Wählen Sie im Anmeldedialog <em>Passwort vergessen</em> und geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen; er funktioniert einmal und läuft nach kurzer Zeit ab.</p>
<p>Nach mehreren fehlgeschlagenen Anmeldeversuchen wird die Anmeldung zum Schutz Ihres Kontos für einige Minuten gesperrt. Kommt keine E-Mail an, sehen Sie in Ihrem Spam-Ordner nach und schreiben Sie uns dann über das <a href="/contact">Kontaktformular</a>.</p>`,
        },
        {
          title: "Sprache, Benachrichtigungen und Newsletter",
          body: `<p>Die Sprache der Website wählen Sie in der Kopfzeile; acht Sprachen stehen zur Verfügung. Welche Benachrichtigungen Sie erhalten und ob sofort oder in einer täglichen Zusammenfassung, stellen Sie unter <a href="/profile/notifications">Profil → Benachrichtigungen</a> ein.</p>
<p>Newsletter-Abonnements finden Sie unter <a href="/profile/newsletter">Profil → Newsletter</a>. Jeder Newsletter enthält außerdem einen Link zum Abbestellen mit einem Klick.</p>`,
        },
        {
          title: "Ihre Daten und die Schließung Ihres Kontos",
          body: `<p>Wir speichern, was Ihre Mitgliedschaft braucht: Ihren Namen, Ihre Kontaktdaten, Zahlungen und Ihre Kurshistorie. Die Einzelheiten und wie lange wir was aufbewahren, lesen Sie in der <a href="/privacypolicy">Datenschutzerklärung</a>.</p>
<p>Ihre E-Mail-Adresse und andere Angaben ändern Sie unter <a href="/profile/account">Profil → Konto</a>. Um Ihr Konto zu schließen, nutzen Sie die Option auf dieser Seite; Rechnungen werden so lange aufbewahrt, wie das Gesetz es verlangt.</p>`,
        },
      ],
    },
  ],
};
