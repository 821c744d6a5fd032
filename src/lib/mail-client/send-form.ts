import { guardBlockList } from './block-list.ts';
import { getGlobalOptions } from './global-options.ts';
import { guardHeadless } from './headless.ts';
import { guardLimitRate } from './limit-rate.ts';
import { mergeOptions, normalizeOptions } from './options.ts';
import { LIB_VERSION, PARAM, SEND_FORM_PATH } from '../../shared/emailjs-wire.ts';
import { postToEmailJS } from './request.ts';
import type { EmailJSResponseStatus } from './response-status.ts';
import type { Options } from './types.ts';
import { validateForm, validateIds } from './validation.ts';

/**
 * Sends a form's fields (files included) as multipart to SEND_FORM_PATH.
 * `form` is the element or a selector for it. Checks run in EmailJS 4.4.1's order.
 */
export async function sendForm(
  serviceId: string,
  templateId: string,
  form: string | HTMLFormElement,
  options?: Options | string,
): Promise<EmailJSResponseStatus> {
  const opts = mergeOptions(getGlobalOptions(), normalizeOptions(options));
  guardHeadless(opts.blockHeadless);
  const formElement = typeof form === 'string' ? document.querySelector(form) : form;
  validateIds(opts.publicKey, serviceId, templateId);
  validateForm(formElement);
  const formData = new FormData(formElement);
  guardBlockList(opts.blockList, formData);
  await guardLimitRate(opts.limitRate, opts.storageProvider);

  // Appended after the form's own fields, in this order; a same-named form field is kept, not replaced.
  formData.append(PARAM.libVersion, LIB_VERSION);
  formData.append(PARAM.serviceId, serviceId);
  formData.append(PARAM.templateId, templateId);
  formData.append(PARAM.userId, opts.publicKey);
  return postToEmailJS(opts.origin, SEND_FORM_PATH, formData);
}
