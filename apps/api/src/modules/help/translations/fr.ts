import type { DemoHelpTranslation } from "./types.ts";

/** Le centre d’aide en français. */
export const fr: DemoHelpTranslation = {
  topics: [
    {
      name: "Adhésion et facturation",
      description: "Formules, renouvellements, changements de formule, cartes, factures et codes promo.",
      articles: [
        {
          title: "Quelle formule d’adhésion me convient ?",
          body: `<p>Chaque adhésion dure un an. Vous avez le choix entre quatre formules à l’inscription, plus une pour les instructeurs :</p>
<ul><li><strong>Starter</strong> (gratuite) : un compte, le blog, le catalogue public des cours et l’annuaire des praticiens.</li>
<li><strong>Access</strong> (40 $ par an) : ajoute les groupes d’étude, les tarifs membres et davantage de la vidéothèque et des ressources.</li>
<li><strong>Standard</strong> (150 $ par an) : toute la bibliothèque des membres, la participation au forum et les séminaires réservés aux membres.</li>
<li><strong>Practitioner</strong> (300 $ par an) : tout ce que comprend Standard, plus une fiche dans l’annuaire des praticiens et le droit d’afficher le badge de certification de l’association. Elle devient disponible dès que vos justificatifs de praticien sont enregistrés.</li>
<li><strong>Instructor</strong> (300 $ par an) : pour les instructeurs agréés ; renouvelée en même temps que la redevance de licence d’instructeur et les crédits de formation continue.</li></ul>
<p>Comparez les formules sur la <a href="/membership">page des adhésions</a>. Vous pouvez passer à une formule supérieure à tout moment et ne payez que la différence pour le reste de votre année.</p>`,
        },
        {
          title: "Comment fonctionnent les renouvellements et les rappels de paiement",
          body: `<p>Les adhésions payantes se renouvellent automatiquement à leur date d’échéance avec la carte enregistrée sur votre compte. Environ un mois avant, vous recevez un e-mail de rappel ; si votre carte expire avant la date de renouvellement, nous vous demandons aussi de la mettre à jour.</p>
<p>Si un paiement de renouvellement échoue, nous réessayons les jours suivants et vous écrivons à chaque fois. Votre adhésion reste active pendant ces tentatives ; si aucune n’aboutit, elle repasse en Starter et vous pouvez la renouveler vous-même depuis <a href="/managemembership">Gérer mon adhésion</a>.</p>
<p>Vous pouvez aussi payer un renouvellement vous-même dans les 30 jours qui précèdent l’échéance. Avant, la période est déjà payée : le paiement est donc refusé plutôt que débité deux fois.</p>`,
        },
        {
          title: "Changer de formule",
          body: `<p>Ouvrez <a href="/managemembership">Gérer mon adhésion</a> et choisissez <em>Passer à une formule supérieure</em>. Le prix affiché est calculé au prorata : vous payez le prix de la nouvelle formule pour les mois restants de votre année en cours, moins ce que ces mois vous ont déjà coûté dans votre formule actuelle.</p>
<p>Un passage à une formule inférieure prend effet à votre prochain renouvellement : vous gardez jusque-là ce que vous avez payé. La vue d’ensemble de votre profil indique la formule actuelle, sa date d’échéance et tout changement en attente.</p>`,
        },
        {
          title: "Factures, reçus et codes promo",
          body: `<p>Chaque paiement, qu’il s’agisse d’une adhésion, d’un séminaire, d’un manuel, d’une commande en boutique ou d’un don, apparaît dans <a href="/profile/purchases">Profil → Achats</a>. Chaque ligne comporte une facture PDF à télécharger ; un reçu vous est aussi envoyé par e-mail lorsque le paiement aboutit.</p>
<p>Les codes promo se saisissent sur l’écran de paiement. Un code peut accorder un pourcentage ou un montant fixe de réduction, être limité aux adhésions ou à la boutique, et expirer ou être épuisé. Les visiteurs de certains pays voient une remise par pays à la place du champ de code promo ; les deux ne se cumulent pas.</p>`,
        },
      ],
    },
    {
      name: "Cours et séminaires",
      description:
        "Trouver un cours, s’inscrire à un séminaire, autoformation, manuels et crédits de formation continue.",
      articles: [
        {
          title: "Trouver un séminaire et s’y inscrire",
          body: `<p>Le <a href="/courses">catalogue des cours</a> présente chaque cours avec son niveau et la modalité dont il relève ; cherchez par mot ou filtrez par catégorie. La page d’un cours affiche ses prochains séminaires : dates, ville ou en ligne, instructeur et prix.</p>
<p>Choisissez <em>S’inscrire</em> sur un séminaire pour passer au paiement. Payez par carte ou avec PayPal ; votre place est confirmée immédiatement et le séminaire apparaît dans <a href="/profile/courses">Profil → Cours</a>. Certains séminaires exigent un niveau d’adhésion minimum ou un cours préalable ; la page du séminaire l’indique avant le paiement.</p>`,
        },
        {
          title: "Cours en autoformation et votre progression",
          body: `<p>Les cours en autoformation se suivent en ligne, à votre rythme. Parcourez-les dans <a href="/selfstudy">Autoformation</a> ; une fois inscrit, ouvrez <a href="/myselfstudy">Mon autoformation</a> pour reprendre là où vous vous étiez arrêté. Chaque leçon est marquée comme terminée lorsque vous l’achevez, et le cours affiche votre progression.</p>
<p>Certains cours en autoformation se terminent par un court examen. S’il est réussi, les crédits de formation continue du cours sont inscrits sur votre relevé.</p>`,
        },
        {
          title: "Crédits de formation continue, relevés et manuels",
          body: `<p>Les crédits de formation continue (CE) des séminaires suivis et des examens réussis sont listés dans <a href="/myceus">Mes CEU</a>, où vous pouvez télécharger votre relevé. Les instructeurs ont besoin d’un certain nombre de crédits pour chaque renouvellement de licence.</p>
<p>Les manuels de cours sont personnalisés à votre nom. Achetez-en un via le paiement des manuels ; il vous attend ensuite dans <a href="/mymanuals">Mes manuels</a>, téléchargeable par un lien privé qui ne fonctionne que pour vous.</p>`,
        },
      ],
    },
    {
      name: "Annuaire des praticiens",
      description: "Trouver un praticien et gérer sa propre fiche.",
      articles: [
        {
          title: "Trouver un praticien près de chez vous",
          body: `<p>L’<a href="/bodytalkpractitioners">annuaire des praticiens</a> présente les membres certifiés qui ont choisi d’y figurer. Cherchez par nom, ou filtrez par ville, pays, langue et type de praticien ; la recherche par distance classe les praticiens selon leur éloignement du lieu que vous indiquez.</p>
<p>Des listes distinctes présentent les praticiens qui travaillent avec les animaux, les praticiens avancés et Parama, les instructeurs et les praticiens Breakthrough. Beaucoup de praticiens proposent aussi des séances à distance ; leur profil le précise.</p>`,
        },
        {
          title: "Figurer dans l’annuaire en tant que praticien",
          body: `<p>Une fiche dans l’annuaire est comprise dans la formule Practitioner. Une fois vos justificatifs vérifiés, ouvrez votre profil et complétez votre biographie, vos spécialisations, vos langues et la ville où vous exercez, puis activez <em>M’afficher dans l’annuaire</em> dans les paramètres de votre compte.</p>
<p>Vous décidez de ce que montre le profil public. Vous pouvez masquer votre fiche à tout moment sans perdre votre adhésion.</p>`,
        },
        {
          title: "Justificatifs et badge de certification",
          body: `<p>Téléversez ou mettez à jour vos certificats dans <a href="/profile/credentials">Profil → Justificatifs</a>. Un administrateur les vérifie ; les praticiens vérifiés ayant la formule Practitioner affichent le badge de certification de l’association sur leur profil.</p>
<p>Si votre certification expire, le badge disparaît de votre profil jusqu’à son renouvellement.</p>`,
        },
      ],
    },
    {
      name: "Boutique et commandes",
      description: "Achats, paiement, livraison et téléchargements de la boutique.",
      articles: [
        {
          title: "Passer une commande dans la boutique",
          body: `<p>La <a href="/store">boutique</a> vend des livres, des planches, des kits d’instructeur et des téléchargements. Ajoutez des produits au panier depuis l’en-tête ; vous pouvez faire vos achats en tant que visiteur et vous connecter au moment de payer, votre panier vous suit.</p>
<p>Au <a href="/checkout">paiement</a>, saisissez ou choisissez une adresse de livraison et payez par carte. Les produits indiqués en rupture de stock ne peuvent pas être commandés avant leur retour.</p>`,
        },
        {
          title: "Suivre une commande et télécharger des produits numériques",
          body: `<p>Vos commandes se trouvent dans <a href="/profile/orderpurchases">Profil → Commandes</a>, chacune avec son statut : payée, expédiée (avec le numéro de suivi lorsqu’il existe) ou annulée.</p>
<p>Les produits numériques sont téléchargeables depuis la commande dès que le paiement aboutit. Pour un problème de commande, écrivez-nous via le <a href="/contact">formulaire de contact</a> en indiquant le numéro de commande.</p>`,
        },
      ],
    },
    {
      name: "Compte et confidentialité",
      description: "Connexion, mots de passe, langue, notifications et vos données.",
      articles: [
        {
          title: "Réinitialiser un mot de passe oublié",
          body: `<p>Choisissez <em>Mot de passe oublié</em> dans la fenêtre de connexion et saisissez votre adresse e-mail. Nous vous envoyons un lien pour choisir un nouveau mot de passe ; il ne fonctionne qu’une fois et expire peu après.</p>
<p>Après plusieurs tentatives de connexion infructueuses, la connexion est suspendue quelques minutes pour protéger votre compte. Si aucun e-mail n’arrive, vérifiez vos courriers indésirables, puis écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>`,
        },
        {
          title: "Langue, notifications et lettres d’information",
          body: `<p>Choisissez la langue du site dans l’en-tête ; huit langues sont disponibles. Les notifications que vous recevez, et si elles arrivent au fil de l’eau ou dans un récapitulatif quotidien, se règlent dans <a href="/profile/notifications">Profil → Notifications</a>.</p>
<p>Les abonnements aux lettres d’information se trouvent dans <a href="/profile/newsletter">Profil → Lettre d’information</a>. Chaque lettre contient aussi un lien de désabonnement en un clic.</p>`,
        },
        {
          title: "Vos données et la fermeture de votre compte",
          body: `<p>Nous conservons ce dont votre adhésion a besoin : votre nom, vos coordonnées, vos paiements et l’historique de vos cours. Lisez la <a href="/privacypolicy">politique de confidentialité</a> pour le détail et la durée de conservation de chaque donnée.</p>
<p>Vous pouvez modifier votre adresse e-mail et d’autres informations dans <a href="/profile/account">Profil → Compte</a>. Pour fermer votre compte, utilisez l’option de cette page ; les factures sont conservées aussi longtemps que la loi l’exige.</p>`,
        },
      ],
    },
  ],
};
