import type { ReactNode } from 'react';
import { FaAddressCard, FaEnvelope, FaPhone } from 'react-icons/fa';
import { FaLocationDot } from 'react-icons/fa6';
import { contactCardPath, phoneHref, profile } from '../../content/profile.ts';
import { useTexts } from '../../lib/language.ts';
import { AccentText } from '../../ui/AccentText.tsx';
import './contact.css';

/** `form`: the contact form and its privacy note (ContactForm.tsx), whose code the route loads apart. */
export function ContactPage({ form }: { form: ReactNode }) {
  const { texts } = useTexts();
  return (
    <div className="page page--columns contact">
      <section className="contact__info" aria-labelledby="contact-title">
        <h1 id="contact-title" className="page-title" tabIndex={-1}>
          <AccentText title={texts.contact.title} />
        </h1>
        <p className="contact__intro">{texts.contact.intro}</p>
        <ul className="contact__lines">
          <li>
            <span className="contact__icon">
              <FaPhone aria-hidden />
            </span>
            <a href={phoneHref}>{profile.phone}</a>
          </li>
          <li>
            <span className="contact__icon">
              <FaEnvelope aria-hidden />
            </span>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </li>
          <li>
            <span className="contact__icon">
              <FaLocationDot aria-hidden />
            </span>
            <address>{profile.address}</address>
          </li>
          <li>
            <span className="contact__icon">
              <FaAddressCard aria-hidden />
            </span>
            <a href={contactCardPath} download>
              {texts.contact.addToContacts}
            </a>
          </li>
        </ul>
      </section>
      <div className="contact__form-column">{form}</div>
    </div>
  );
}
