import type { Translations } from "@haa/domain";

/**
 * The demo seminars' notes in Spanish, German and Japanese (ADR 0097), for the first ten upcoming seminars. The
 * notes are written from one of two texts (in person, naming the venue, or online), so the translations follow
 * the same two texts; a venue's name stays as it is.
 */
export const SEMINAR_NOTES_TRANSLATIONS: {
  inPerson: (venue: string) => Translations;
  online: Translations;
} = {
  inPerson: (venue) => ({
    es: {
      Notes: `Por favor, llega quince minutos antes el primer día. ${venue} es accesible sin escalones; trae ropa cómoda y una botella de agua.`,
    },
    de: {
      Notes: `Bitte kommen Sie am ersten Tag fünfzehn Minuten früher. ${venue} ist stufenlos zugänglich; bringen Sie bequeme Kleidung und eine Wasserflasche mit.`,
    },
    ja: {
      Notes: `初日は開始の15分前にお越しください。${venue}は段差のない会場です。動きやすい服装で、飲み物をお持ちください。`,
    },
  }),
  online: {
    es: {
      Notes:
        "El enlace se abre quince minutos antes de cada sesión. Conéctate desde una habitación tranquila con la cámara encendida y ten a mano a un compañero de práctica o un cojín para las partes prácticas.",
    },
    de: {
      Notes:
        "Der Link öffnet sich fünfzehn Minuten vor jeder Sitzung. Bitte nehmen Sie aus einem ruhigen Raum mit eingeschalteter Kamera teil und halten Sie für die Übungsteile eine Übungspartnerin, einen Übungspartner oder ein Kissen bereit.",
    },
    ja: {
      Notes:
        "リンクは各セッションの15分前に開きます。静かな部屋からカメラをオンにしてご参加ください。実習の時間に備えて、練習相手またはクッションをご用意ください。",
    },
  },
};

/** How many upcoming demo seminars carry translated notes: the first ones a reader sees in the month list. */
export const TRANSLATED_UPCOMING_SEMINARS = 10;
