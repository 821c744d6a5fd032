/** For tests of a fork: the sample's texts made an owner's, so nothing of the template's sample is left in them. */

/** A module's comments and string literals, in order: comments skipped, so an apostrophe in one starts no string. */
const TOKENS = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\n\\]|\\.)*'|"(?:[^"\n\\]|\\.)*"/g;

/** Every string of more than one word of a module (not a slug, a link or a file name), made the owner's: a word added. */
export const ownTexts = (source: string) =>
  source.replace(TOKENS, (token) =>
    token.startsWith('/') || !/\s/.test(token) ? token : `${token.slice(0, -1)} mine${token.at(-1)}`,
  );

/** A Markdown text (a case study) made the owner's. */
export const ownMarkdown = (markdown: string) => `${markdown}\nMine.\n`;
