/** The audience beacon (netlify/audience/beacon.ts) for the front-end's tests and the offline mock mode: taken, nothing counted. */
import { http, HttpResponse } from 'msw';
import { BEACON_PATH } from '../src/shared/audience.ts';

export const audienceHandlers = [http.post(`*${BEACON_PATH}`, () => new HttpResponse(null, { status: 204 }))];
