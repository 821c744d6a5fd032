// Application links (netlify/audience/application-link.ts): /r/<code> and /r/<code>/cv.
import type { Config, Context } from '@netlify/functions';
import { handleApplicationLink } from '../audience/application-link.ts';

export default (req: Request, context: Context) => handleApplicationLink(req, context);

export const config: Config = { path: ['/r/:code', '/r/:code/cv'] };
