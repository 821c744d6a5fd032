// Lets editors find the repository's lint rules from the files below (see ./tooling/eslint.config.js).
export { default } from './tooling/eslint.config.js';
