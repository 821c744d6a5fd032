import { guardBlockList } from './block-list.ts';
import { getGlobalOptions } from './global-options.ts';
import { guardHeadless } from './headless.ts';
import { guardLimitRate } from './limit-rate.ts';
import { mergeOptions, normalizeOptions } from './options.ts';
import { LIB_VERSION, PARAM, SEND_PATH } from '../../shared/emailjs-wire.ts';
import { postToEmailJS } from './request.ts';
import type { EmailJSResponseStatus } from './response-status.ts';
import type { Options } from './types.ts';
import { validateIds, validateTemplateParams } from './validation.ts';

/** Sends a template with these variables as JSON to SEND_PATH. Checks run in EmailJS 4.4.1's order. */
export async function send(
  serviceId: string,
  templateId: string,
  templateParams?: Record<string, unknown>,
  options?: Options | string,
): Promise<EmailJSResponseStatus> {
  const opts = mergeOptions(getGlobalOptions(), normalizeOptions(options));
  guardHeadless(opts.blockHeadless);
  validateIds(opts.publicKey, serviceId, templateId);
  validateTemplateParams(templateParams);
  if (templateParams) guardBlockList(opts.blockList, templateParams);
  await guardLimitRate(opts.limitRate, opts.storageProvider);

  // Key order is part of the wire format; an undefined template_params is left out by JSON.
  const body = {
    [PARAM.libVersion]: LIB_VERSION,
    [PARAM.userId]: opts.publicKey,
    [PARAM.serviceId]: serviceId,
    [PARAM.templateId]: templateId,
    [PARAM.templateParams]: templateParams,
  };
  return postToEmailJS(opts.origin, SEND_PATH, JSON.stringify(body), { 'Content-type': 'application/json' });
}
