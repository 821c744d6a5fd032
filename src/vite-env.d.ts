/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the mail API is served; unset means the page's own origin. */
  readonly VITE_MAIL_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The first project's 640 px AVIF as a data URL (src/tooling/first-paint/first-picture-plugin.ts). */
declare module 'virtual:first-picture' {
  const firstPicture: { image: string; avif640?: string };
  export default firstPicture;
}

/** What the build knows and the pages state (src/tooling/build-facts.ts). The public key the contact form sends, MAIL_PUBLIC_KEY as the mail function reads it. */
declare module 'virtual:build-facts/mail-public-key' {
  const publicKey: string;
  export default publicKey;
}

/** The mail function's retention, in days, as it reads its settings (src/tooling/build-facts.ts). */
declare module 'virtual:build-facts/keep-days' {
  const keepDays: import('./content/legal.ts').KeepDays;
  export default keepDays;
}

/** Whether the owner gave a portrait, src/content/pictures/portrait.* (src/tooling/build-facts.ts). */
declare module 'virtual:build-facts/portrait' {
  const hasPortrait: boolean;
  export default hasPortrait;
}

interface Window {
  /** Resolves at the visitor's first sign of intent (src/startup/start-after-paint.ts). */
  visitorActs?: Promise<void>;
  /** The buttons pressed before the app ran the page (src/startup/start-after-paint.ts). */
  earlyPresses?: Element[];
}
