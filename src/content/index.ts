export { profile } from './profile';
export { experience, education } from './resume';
export { skillCategories } from './skills';
export { projects } from './projects';
