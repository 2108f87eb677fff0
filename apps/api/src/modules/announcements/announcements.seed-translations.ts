import type { Translations } from "@haa/domain";

/** Demo translations of two announcements (ADR 0097), by the English title: Spanish, German and Japanese. */
export const ANNOUNCEMENT_TRANSLATIONS: Record<string, Translations> = {
  "Annual General Meeting: agenda and how to vote": {
    es: {
      Title: "Asamblea General Anual: orden del día y cómo votar",
      Body: `La Asamblea General Anual de la Healing Arts Association se celebrará el sábado dentro de seis semanas, a las 15:00 UTC. Tendrá lugar en línea, para que puedan participar miembros de todas las zonas horarias; el enlace se enviará a cada miembro por correo electrónico una semana antes.

En el orden del día: el informe de la junta sobre el último año, las cuentas y el informe del auditor, las cuotas de afiliación del próximo año (la junta propone mantenerlas sin cambios) y la elección de tres puestos de la junta.

Puede votar todo miembro con la afiliación en vigor. Si no puede asistir, puede votar por anticipado desde su perfil durante las dos semanas previas a la asamblea o designar a otro miembro como representante.

Las candidaturas a la junta están abiertas hasta cuatro semanas antes de la asamblea. Escriba a la secretaría con una breve presentación (300 palabras como máximo) sobre usted y los temas en los que le gustaría trabajar.`,
    },
    de: {
      Title: "Ordentliche Mitgliederversammlung: Tagesordnung und Abstimmung",
      Body: `Die ordentliche Mitgliederversammlung der Healing Arts Association findet am Samstag in sechs Wochen um 15:00 Uhr UTC statt. Sie wird online abgehalten, damit Mitglieder aus allen Zeitzonen teilnehmen können; den Link erhalten alle Mitglieder eine Woche vorher per E-Mail.

Auf der Tagesordnung stehen der Bericht des Vorstands über das vergangene Jahr, der Jahresabschluss mit dem Bericht der Rechnungsprüfung, die Mitgliedsbeiträge für das kommende Jahr (der Vorstand schlägt vor, sie unverändert zu lassen) und die Wahl von drei Vorstandssitzen.

Stimmberechtigt sind alle Mitglieder mit gültiger Mitgliedschaft. Wenn Sie nicht teilnehmen können, stimmen Sie in den zwei Wochen vor der Versammlung vorab in Ihrem Profil ab oder benennen Sie ein anderes Mitglied als Ihre Vertretung.

Kandidaturen für den Vorstand sind bis vier Wochen vor der Versammlung möglich. Schreiben Sie dazu an das Sekretariat, mit einer kurzen Vorstellung (höchstens 300 Wörter) Ihrer Person und dessen, woran Sie mitarbeiten möchten.`,
    },
    ja: {
      Title: "年次総会：議題と投票方法",
      Body: `Healing Arts Association の年次総会は、6週間後の土曜日 15:00（UTC）に開催されます。すべてのタイムゾーンの会員が参加できるようオンラインで行い、参加リンクは1週間前に全会員へメールでお送りします。

議題は、理事会による昨年度の報告、決算と監査報告、来年度の会費（理事会は据え置きを提案しています）、そして理事3名の選出です。

有効な会員資格をお持ちの方はどなたでも投票できます。出席できない場合は、総会前の2週間のあいだにプロフィールから事前投票するか、他の会員を代理人に指名してください。

理事への立候補は総会の4週間前まで受け付けています。ご自身と取り組みたいことについての短い紹介文（300語以内）を添えて、事務局までご連絡ください。`,
    },
  },
  "The new seminar season is open for registration": {
    es: {
      Title: "Abierta la inscripción para la nueva temporada de seminarios",
      Body: `Ya está abierta la inscripción para la próxima temporada de seminarios. Esta temporada ofrece 48 seminarios en 14 países, desde el curso básico de dos días hasta los módulos avanzados para terapeutas.

Novedades de esta temporada: un curso de fin de semana sobre el trabajo con niños y familias, impartido en inglés y japonés, y tres ciclos vespertinos en línea para los miembros que no pueden viajar.

Los miembros de los planes Standard y Practitioner reciben automáticamente su descuento por repetición al pagar. Las plazas de los cursos básicos se agotan pronto, así que le recomendamos reservar con antelación.`,
    },
    de: {
      Title: "Die Anmeldung für die neue Seminarsaison ist geöffnet",
      Body: `Ab sofort können Sie sich für die kommende Seminarsaison anmelden. In dieser Saison gibt es 48 Seminare in 14 Ländern, vom zweitägigen Grundkurs bis zu den Aufbaumodulen für Therapeutinnen und Therapeuten.

Neu in dieser Saison: ein Wochenendkurs zur Arbeit mit Kindern und Familien, auf Englisch und Japanisch, sowie drei Online-Abendreihen für Mitglieder, die nicht reisen können.

Mitglieder mit den Tarifen Standard und Practitioner erhalten ihren Wiederholungsrabatt automatisch an der Kasse. Die Plätze in den Grundkursen sind schnell vergeben; wir empfehlen Ihnen daher, früh zu buchen.`,
    },
    ja: {
      Title: "新しいセミナーシーズンの申込受付を開始しました",
      Body: `次のセミナーシーズンの申込受付を開始しました。今シーズンは14か国で48のセミナーを開催し、2日間の基礎コースからプラクティショナー向けの上級モジュールまでそろっています。

今シーズンの新企画として、子どもと家族へのセッションを学ぶ週末コース（英語と日本語で開講）と、移動が難しい会員のためのオンライン夜間シリーズを3つご用意しました。

Standard プランと Practitioner プランの会員には、お支払いの際に再受講割引が自動で適用されます。基礎コースはすぐに満席になりますので、お早めのお申し込みをおすすめします。`,
    },
  },
};
