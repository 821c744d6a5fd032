// Lets editors find the repository's lint rules from the files below (see ../src/tooling/eslint.config.js).
export { default } from '../src/tooling/eslint.config.js';
