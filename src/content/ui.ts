import type { ContactField } from './contact-fields.ts';
import type { Language, Localized } from './languages.ts';
import type { ProjectContext } from './projects.ts';
import type { Words } from './phrase.ts';

/** A heading as the template split it: its lead, then the words it once set in the accent colour. */
export type AccentTitle = { lead: string; accent: string };

/**
 * Every text of the site's screens that is not about the owner (those are in profile.ts,
 * resume.ts, skills.ts and projects.ts): buttons, labels, accessible names, messages.
 */
export type UiTexts = {
  layout: {
    skipLink: string;
    mainMenu: string;
    openMenu: string;
    closeMenu: string;
    darkTheme: string;
  };
  home: {
    downloadCv: string;
    githubLink: string;
    linkedinLink: string;
    pauseVideo: string;
    playVideo: string;
    /** The technologies the work shows most, named under the intro. */
    coreTechnologies: string;
    /** The best project, beside the hero text on wide screens. */
    flagship: string;
    /** The featured projects under the hero, and the link to every project. */
    featuredWork: string;
    allProjects: string;
  };
  resume: {
    title: AccentTitle;
    tabList: string;
    tabs: { experience: Words; education: Words; skill: Words; about: Words };
    panels: { experience: string; education: string; skill: string; about: string };
    facts: {
      name: string;
      age: string;
      city: string;
      nationality: string;
      phone: string;
      email: string;
      languages: string;
      interests: string;
      availability: string;
    };
  };
  portfolio: {
    title: AccentTitle & { lang?: Language };
    carousel: string;
    carouselRole: string;
    slideRole: string;
    /** The shown project's slide, as screen readers name it and announce it on each step. */
    slideLabel: (position: number, count: number, project: string) => string;
    previous: string;
    next: string;
    live: Words;
    repository: Words;
    /** Heard after a link's label: which project, and that it opens a new tab or is unavailable. */
    opensNewTab: (project: string) => string;
    unavailable: (project: string) => string;
    /** The slide's link to its project's page. */
    viewProject: string;
    /** Marks a project whose page has a case study, and the link that opens it. */
    caseStudy: string;
    readCaseStudy: string;
    /** The list of every shown project, each a button that brings its slide. */
    overview: string;
    /** Said when the filter changes: how many projects it shows, and in which technology. */
    shownCount: (count: number, tech: string | undefined) => string;
    /** The technology filter: its group's name, and the button that shows every project. */
    filter: string;
    allProjects: string;
    contexts: Record<ProjectContext, string>;
  };
  /** A project's own page. */
  project: {
    backToPortfolio: string;
    technologies: string;
    /** A tag's link, heard by screen readers: the carousel narrowed to that technology. */
    projectsWith: (tag: string) => string;
    previousProject: string;
    nextProject: string;
    /** The summary box at the top, and its facts. */
    summary: string;
    facts: { role: string; period: string; team: string; stack: string; outcome: string };
    /** At the end: write to me about this project (its subject prefilled), or take the CV. */
    callToAction: string;
    writeToMe: string;
    contactSubject: (project: string) => string;
    relatedProjects: string;
  };
  /** The blog's texts that other pages show (its own are in blog-texts.ts). */
  blog: {
    label: string;
    title: string;
    postsOn: (tag: string) => string;
    /** On a project page, and on the Portfolio page narrowed to a technology. */
    relatedPosts: string;
  };
  contact: {
    title: AccentTitle;
    intro: string;
    formTitle: AccentTitle;
    fields: Record<ContactField, { label: string; placeholder: string }>;
    /** Under the form's title: every field is required, so none is marked. */
    allRequired: string;
    /** Said once when a send is refused for invalid fields; each field then describes its own error. */
    invalidFields: string;
    honeypot: string;
    send: string;
    sending: string;
    success: string;
    failure: string;
    retryLater: string;
    /** Under a failure: the owner's address, as a link to a mail that carries the visitor's subject and message. */
    writeDirectly: { lead: string; trail: string };
    /** On the page a form sent without JavaScript lands on, under the success text. */
    writeAgain: string;
    /** The link to the owner's vCard (/contact.vcf). */
    addToContacts: string;
    /** The page a form sent without JavaScript gets when the send fails; a 429 gets `retryLater`. */
    notSent: { title: string; invalid: string; unavailable: string; refused: string; backToForm: string };
  };
  /** The CV PDF's headings; `documentLanguage` is its language tag for PDF readers. */
  cv: {
    documentLanguage: string;
    contact: string;
    phone: string;
    email: string;
    city: string;
    languages: string;
    interests: string;
    profile: string;
    experience: string;
    education: string;
    skills: string;
    projects: string;
    availability: string;
  };
};

export const ui: Localized<UiTexts> = {
  fr: {
    layout: {
      skipLink: 'Aller au contenu',
      mainMenu: 'Menu principal',
      openMenu: 'Ouvrir le menu',
      closeMenu: 'Fermer le menu',
      darkTheme: 'Thème sombre',
    },
    home: {
      downloadCv: 'Télécharger CV',
      githubLink: 'GitHub (nouvel onglet)',
      linkedinLink: 'LinkedIn (nouvel onglet)',
      pauseVideo: 'Mettre la vidéo en pause',
      playVideo: 'Lire la vidéo',
      coreTechnologies: 'Technologies',
      flagship: 'Projet phare',
      featuredWork: 'Projets choisis',
      allProjects: 'Voir les projets',
    },
    resume: {
      title: { lead: 'Pourquoi me ', accent: 'recruter?' },
      tabList: 'Sections du parcours',
      tabs: {
        // The template's tab is the English word, without an accent (npm run doctor warns of it).
        experience: { text: 'Experience', lang: 'en' },
        education: { text: 'Formation' },
        skill: { text: 'Compétences' },
        about: { text: 'Sur moi' },
      },
      panels: { experience: 'Mon expérience', education: 'Ma formation', skill: 'Mes compétences', about: 'Sur moi' },
      facts: {
        name: 'Nom',
        age: 'Âge',
        city: 'Ville',
        nationality: 'Nationalité',
        phone: 'Téléphone',
        email: 'Email',
        languages: 'Langues',
        interests: "Centres d'intérêt",
        availability: 'Disponibilité',
      },
    },
    portfolio: {
      // The template's heading, misspelling included (npm run doctor warns of it).
      title: { lead: 'Lastest ', accent: 'Project', lang: 'en' },
      carousel: 'Projets',
      carouselRole: 'carrousel',
      slideRole: 'diapositive',
      slideLabel: (position, count, project) => `Projet ${position} sur ${count} : ${project}`,
      previous: 'Projet précédent',
      next: 'Projet suivant',
      live: { text: 'Live Project', lang: 'en' },
      repository: { text: 'Github Repository', lang: 'en' },
      opensNewTab: (project) => `(${project}, nouvel onglet)`,
      unavailable: (project) => `(${project}, non disponible)`,
      viewProject: 'Voir le projet',
      caseStudy: 'Étude de cas',
      readCaseStudy: "Lire l'étude de cas",
      overview: 'Aller au projet',
      shownCount: (count, tech) => `${count} ${count > 1 ? 'projets' : 'projet'}${tech ? ` en ${tech}` : ''}`,
      filter: 'Filtrer par technologie',
      allProjects: 'Tous',
      contexts: { school: 'Projet scolaire', personal: 'Projet personnel', internship: 'Stage' },
    },
    project: {
      backToPortfolio: 'Retour au portfolio',
      technologies: 'Technologies',
      projectsWith: (tag) => `Les projets en ${tag}`,
      previousProject: 'Projet précédent',
      nextProject: 'Projet suivant',
      summary: 'En bref',
      facts: { role: 'Rôle', period: 'Période', team: 'Équipe', stack: 'Technologies', outcome: 'Résultat' },
      callToAction: 'Un projet semblable chez vous ?',
      writeToMe: 'Écrivez-moi',
      contactSubject: (project) => `À propos de votre projet « ${project} »`,
      relatedProjects: 'Projets proches',
    },
    blog: {
      label: 'Blog',
      title: 'Blog',
      postsOn: (tag) => `Les articles sur ${tag}`,
      relatedPosts: 'Articles liés',
    },
    contact: {
      title: { lead: 'Travaillons ', accent: 'Ensemble' },
      intro: 'Un stage, une alternance, un projet ou une simple question ? Écrivez-moi : je réponds sous 48 heures.',
      formTitle: { lead: 'Contactez ', accent: 'Moi' },
      fields: {
        name: { label: 'Nom complet', placeholder: 'Nom Complet' },
        email: { label: 'Adresse email', placeholder: 'Adresse Email' },
        phone: { label: 'Numéro de téléphone', placeholder: 'Numéro de Téléphone' },
        subject: { label: "Sujet de l'email", placeholder: "Sujet de l'Email" },
        message: { label: 'Votre message', placeholder: 'Votre Message' },
      },
      allRequired: 'Tous les champs sont obligatoires',
      invalidFields: 'Message non envoyé : corrigez les champs signalés.',
      honeypot: 'Ne pas remplir',
      send: 'Envoyer le message',
      sending: 'Envoi en cours…',
      success: 'Message envoyé avec succès !',
      failure: "Erreur lors de l'envoi. Vérifie la console.",
      retryLater: 'Trop de messages en peu de temps : réessayez dans quelques minutes.',
      writeDirectly: {
        lead: 'Écrivez-moi directement à ',
        trail: " : l'email s'ouvre avec votre sujet et votre message.",
      },
      writeAgain: 'Écrire un autre message',
      addToContacts: 'Ajouter à mes contacts (vCard)',
      notSent: {
        title: 'Message non envoyé',
        invalid: 'Le formulaire contient des erreurs :',
        unavailable: "Le service d'envoi ne répond pas pour le moment.",
        refused: "Le service d'envoi n'a pas accepté le formulaire.",
        backToForm: 'Revenir au formulaire',
      },
    },
    cv: {
      documentLanguage: 'fr-FR',
      contact: 'Contact',
      phone: 'Téléphone',
      email: 'E-mail',
      city: 'Ville',
      languages: 'Langues',
      interests: "Centres d'intérêt",
      profile: 'Profil',
      experience: 'Expérience',
      education: 'Formation',
      skills: 'Compétences',
      projects: 'Projets',
      availability: 'Recherche',
    },
  },
  en: {
    layout: {
      skipLink: 'Skip to content',
      mainMenu: 'Main menu',
      openMenu: 'Open the menu',
      closeMenu: 'Close the menu',
      darkTheme: 'Dark theme',
    },
    home: {
      downloadCv: 'Download CV',
      githubLink: 'GitHub (opens in a new tab)',
      linkedinLink: 'LinkedIn (opens in a new tab)',
      pauseVideo: 'Pause the video',
      playVideo: 'Play the video',
      coreTechnologies: 'Technologies',
      flagship: 'Flagship project',
      featuredWork: 'Selected work',
      allProjects: 'See every project',
    },
    resume: {
      title: { lead: 'Why ', accent: 'hire me?' },
      tabList: 'Resume sections',
      tabs: {
        experience: { text: 'Experience' },
        education: { text: 'Education' },
        skill: { text: 'Skills' },
        about: { text: 'About me' },
      },
      panels: { experience: 'My experience', education: 'My education', skill: 'My skills', about: 'About me' },
      facts: {
        name: 'Name',
        age: 'Age',
        city: 'City',
        nationality: 'Nationality',
        phone: 'Phone',
        email: 'Email',
        languages: 'Languages',
        interests: 'Interests',
        availability: 'Availability',
      },
    },
    portfolio: {
      title: { lead: 'Latest ', accent: 'Project' },
      carousel: 'Projects',
      carouselRole: 'carousel',
      slideRole: 'slide',
      slideLabel: (position, count, project) => `Project ${position} of ${count}: ${project}`,
      previous: 'Previous project',
      next: 'Next project',
      live: { text: 'Live Project' },
      repository: { text: 'Github Repository' },
      opensNewTab: (project) => `(${project}, opens in a new tab)`,
      unavailable: (project) => `(${project}, unavailable)`,
      viewProject: 'View project',
      caseStudy: 'Case study',
      readCaseStudy: 'Read the case study',
      overview: 'Go to project',
      shownCount: (count, tech) => `${count} ${count > 1 ? 'projects' : 'project'}${tech ? ` in ${tech}` : ''}`,
      filter: 'Filter by technology',
      allProjects: 'All',
      contexts: { school: 'School project', personal: 'Personal project', internship: 'Internship' },
    },
    project: {
      backToPortfolio: 'Back to the portfolio',
      technologies: 'Technologies',
      projectsWith: (tag) => `Projects using ${tag}`,
      previousProject: 'Previous project',
      nextProject: 'Next project',
      summary: 'At a glance',
      facts: { role: 'Role', period: 'Period', team: 'Team', stack: 'Stack', outcome: 'Outcome' },
      callToAction: 'A project like this in your team?',
      writeToMe: 'Write to me',
      contactSubject: (project) => `About your project '${project}'`,
      relatedProjects: 'Related projects',
    },
    blog: {
      label: 'Blog',
      title: 'Blog',
      postsOn: (tag) => `Posts about ${tag}`,
      relatedPosts: 'Related posts',
    },
    contact: {
      title: { lead: "Let's Work ", accent: 'Together' },
      intro:
        'An internship, a work-study position, a project or just a question? Write to me: I answer within 48 hours.',
      formTitle: { lead: 'Contact ', accent: 'Me' },
      fields: {
        name: { label: 'Full name', placeholder: 'Full Name' },
        email: { label: 'Email address', placeholder: 'Email Address' },
        phone: { label: 'Phone number', placeholder: 'Phone Number' },
        subject: { label: 'Email subject', placeholder: 'Email Subject' },
        message: { label: 'Your message', placeholder: 'Your Message' },
      },
      allRequired: 'All fields are required',
      invalidFields: 'Message not sent: correct the fields marked.',
      honeypot: 'Leave empty',
      send: 'Send message',
      sending: 'Sending…',
      success: 'Message sent successfully!',
      failure: 'Sending failed. Check the console.',
      retryLater: 'Too many messages in a short time: try again in a few minutes.',
      writeDirectly: { lead: 'Write to me directly at ', trail: ': the email opens with your subject and message.' },
      writeAgain: 'Write another message',
      addToContacts: 'Add to my contacts (vCard)',
      notSent: {
        title: 'Message not sent',
        invalid: 'The form has errors:',
        unavailable: 'The mail service is not answering at the moment.',
        refused: 'The mail service did not accept the form.',
        backToForm: 'Back to the form',
      },
    },
    cv: {
      documentLanguage: 'en-US',
      contact: 'Contact',
      phone: 'Phone',
      email: 'Email',
      city: 'City',
      languages: 'Languages',
      interests: 'Interests',
      profile: 'Profile',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      projects: 'Projects',
      availability: 'Looking for',
    },
  },
};
