/**
 * How a send ended, as EmailJS reports it: the HTTP status and body text, a client-side
 * refusal (451, 403, 429) or a network failure (0, 'Network Error').
 */
export class EmailJSResponseStatus {
  status: number;
  text: string;

  constructor(status = 0, text = 'Network Error') {
    this.status = status;
    this.text = text;
  }
}
