import type { Localized } from './languages.ts';
import type { LinkWords, Phrase } from './phrase.ts';
import { phoneHref, profile } from './profile.ts';

/**
 * The legal notice (mentions légales) and the privacy notice, on the legal page, and the short note
 * under the contact form. What they say of personal data must stay true of the mail function
 * (netlify/mail/) and of the audience figures (netlify/audience/): what they keep, who handles it,
 * and for how long.
 */

/**
 * How many days the mail function keeps a message from its arrival, by how it ended: delivered,
 * held by the proof of work, or failed. The build reads them from the function's own settings
 * (MAIL_KEEP_DAYS, MAIL_KEEP_HELD_DAYS, MAIL_KEEP_FAILED_DAYS): see src/shared/mail-retention.ts.
 */
export type KeepDays = { sent: number; held: number; failed: number };

/** A part of the legal page: its heading and paragraphs; `id` is the target of links to it. */
export type LegalSection = { id: string; heading: string; paragraphs: Phrase[] };

/** The site's host, as the legal notice names it. */
const host = { name: 'Netlify, Inc.', address: '512 2nd Street, Suite 200, San Francisco, CA 94107' };

const email: LinkWords = { text: profile.email, href: `mailto:${profile.email}` };
const phone: LinkWords = { text: profile.phone, href: phoneHref };

/** The longest a message that was not delivered may stay, when longer than a delivered one. */
const longestUndelivered = (days: KeepDays) => Math.max(days.held, days.failed);

/** The id of the privacy notice's section, where the contact form's note leads. */
export const PRIVACY_SECTION = 'privacy';
/** The id of the audience section, which the page follows with the opt-out control. */
export const AUDIENCE_SECTION = 'audience';
/** The most months the audience figures are kept (STATS_KEEP_MONTHS may say fewer). */
const AUDIENCE_MONTHS = 25;

export const legalSections: Localized<(days: KeepDays) => LegalSection[]> = {
  fr: (days) => [
    {
      id: 'publisher',
      heading: 'Éditeur du site',
      paragraphs: [
        `${profile.name}, ${profile.address}.`,
        ['Email : ', email, ' · Téléphone : ', phone],
        `Directeur de la publication : ${profile.name}.`,
      ],
    },
    {
      id: 'host',
      heading: 'Hébergeur',
      paragraphs: [`${host.name}, ${host.address}, États-Unis.`],
    },
    {
      id: PRIVACY_SECTION,
      heading: 'Vos données personnelles',
      paragraphs: [
        `Responsable du traitement : ${profile.name}, éditeur du site.`,
        'Ce qui est gardé : quand vous écrivez par le formulaire de contact, votre nom, votre email, votre numéro de téléphone, le sujet et le message, avec la langue de la page.',
        "Pourquoi : pour lire votre message et vous répondre, rien d'autre (ni prospection, ni revente, ni lettre d'information). La base légale est l'intérêt légitime à répondre à la demande que vous faites en écrivant.",
        `Combien de temps : ${days.sent} jours après l'envoi, puis le message est effacé automatiquement.` +
          (longestUndelivered(days) > days.sent
            ? ` Un message qui n'a pas pu m'être remis (échec d'envoi, ou retenu par la protection contre les robots) est gardé au plus ${longestUndelivered(days)} jours.`
            : ''),
        'Qui le traite : Netlify, qui héberge le site, garde le message ; Resend me le transmet par email. Ces deux sociétés sont établies aux États-Unis, où vos données peuvent donc être traitées.',
        "Pour limiter les envois abusifs, le serveur garde une empreinte de votre adresse IP (jamais l'adresse elle-même), effacée sous deux jours. Comme tout hébergeur, Netlify reçoit aussi l'adresse IP des visiteurs.",
        [
          'Vos droits : pour consulter, corriger ou faire effacer votre message, ou vous opposer à son traitement, écrivez à ',
          email,
          '. Vous pouvez aussi adresser une réclamation à la CNIL (',
          { text: 'cnil.fr', href: 'https://www.cnil.fr/' },
          ').',
        ],
        'Aucun cookie : le site garde seulement dans votre navigateur votre choix de thème, celui de ne pas être compté si vous le faites, et, le temps de la visite, la pause de la vidéo.',
      ],
    },
    {
      id: AUDIENCE_SECTION,
      heading: "Mesure d'audience",
      paragraphs: [
        "Le site compte lui-même ses visites, sans cookie ni service tiers, pour savoir ce qui est lu : les pages vues et leur langue, le nom du site d'où vous venez, la lecture d'une étude de cas, le CV ou la carte de visite pris, l'envoi d'un message. Quand un lien envoyé avec une candidature est ouvert, ces chiffres lui sont rattachés, pour la journée seulement.",
        `Pour compter les visiteurs d'une journée, le serveur calcule une empreinte de votre adresse IP et de la famille de votre navigateur, avec une clé tirée au hasard chaque jour et effacée deux jours après. Ni l'adresse, ni le navigateur, ni l'empreinte ne sont gardés au-delà du compte du jour : il ne reste que des totaux anonymes, gardés au plus ${AUDIENCE_MONTHS} mois. Ils ne servent qu'à moi, ne sont croisés avec rien, pas même avec vos messages, et ne sont transmis à personne.`,
        "Si votre navigateur envoie le signal Global Privacy Control ou « Do Not Track », rien n'est compté. Vous pouvez aussi refuser d'être compté ci-dessous : ce choix est gardé dans votre navigateur.",
      ],
    },
  ],
  en: (days) => [
    {
      id: 'publisher',
      heading: 'Publisher',
      paragraphs: [
        `${profile.name}, ${profile.address}, France.`,
        ['Email: ', email, ' · Phone: ', phone],
        `Director of publication: ${profile.name}.`,
      ],
    },
    {
      id: 'host',
      heading: 'Host',
      paragraphs: [`${host.name}, ${host.address}, USA.`],
    },
    {
      id: PRIVACY_SECTION,
      heading: 'Your personal data',
      paragraphs: [
        `Data controller: ${profile.name}, the publisher of this site.`,
        'What is kept: when you write through the contact form, your name, email, phone number, subject and message, with the language of the page.',
        'Why: to read your message and answer it, nothing else (no marketing, no resale, no newsletter). The legal basis is the legitimate interest in answering the request you make by writing.',
        `For how long: ${days.sent} days after it was sent, then the message is erased automatically.` +
          (longestUndelivered(days) > days.sent
            ? ` A message that could not be delivered to me (a sending failure, or held by the protection against bots) is kept ${longestUndelivered(days)} days at most.`
            : ''),
        'Who handles it: Netlify, which hosts the site, keeps the message; Resend passes it on to me by email. Both companies are based in the United States, where your data may therefore be processed.',
        "To limit abuse, the server keeps a fingerprint of your IP address (never the address itself), erased within two days. Like any host, Netlify also receives visitors' IP addresses.",
        [
          'Your rights: to see, correct or erase your message, or to object to its processing, write to ',
          email,
          '. You may also lodge a complaint with the CNIL, the French data protection authority (',
          { text: 'cnil.fr', href: 'https://www.cnil.fr/' },
          ').',
        ],
        'No cookies: the site only keeps, in your browser, your choice of theme, your choice not to be counted if you make it, and, for the visit, the pause of the video.',
      ],
    },
    {
      id: AUDIENCE_SECTION,
      heading: 'Audience measurement',
      paragraphs: [
        'The site counts its own visits, with no cookie and no third party, to know what is read: the pages viewed and their language, the name of the site you came from, a case study read, the CV or the contact card taken, a message sent. When a link sent with a job application is opened, these figures are tied to it, for that day only.',
        `To count the visitors of a day, the server computes a fingerprint of your IP address and your browser's family, with a key drawn at random each day and erased two days later. Neither the address, nor the browser, nor the fingerprint is kept beyond the day's count: only anonymous totals remain, kept ${AUDIENCE_MONTHS} months at most. They are for me alone, matched with nothing, not even with your messages, and passed on to no one.`,
        'If your browser sends the Global Privacy Control or Do Not Track signal, nothing is counted. You can also refuse to be counted below: that choice is kept in your browser.',
      ],
    },
  ],
};

/** The short note under the contact form, and its link to the privacy notice. */
export const privacyNote: Localized<{ text: (days: KeepDays) => Phrase; more: string }> = {
  fr: {
    text: (days) => [
      `Votre nom, votre email, votre téléphone, le sujet et le message sont gardés ${days.sent} jours chez Netlify, qui héberge ce site, puis effacés ; Resend me les transmet par email. Pour les faire effacer plus tôt, écrivez à `,
      email,
      '.',
    ],
    more: 'Tout sur vos données',
  },
  en: {
    text: (days) => [
      `Your name, email, phone, subject and message are kept for ${days.sent} days by Netlify, which hosts this site, then erased; Resend passes them on to me by email. To have them erased sooner, write to `,
      email,
      '.',
    ],
    more: 'More about your data',
  },
};

/** The opt-out control under the audience section: a checkbox, and what it says once changed. */
export const audienceOptOut: Localized<{ label: string; counted: string; notCounted: string }> = {
  fr: {
    label: 'Compter mes visites',
    counted: 'Vos visites sont comptées.',
    notCounted: 'Vos visites ne sont plus comptées par ce navigateur.',
  },
  en: {
    label: 'Count my visits',
    counted: 'Your visits are counted.',
    notCounted: 'Your visits are no longer counted from this browser.',
  },
};
