/** A valid contact message, as a visitor sends it: the example the tests share. */
export const contactMessage = () => ({
  name: 'Jeanne Martin',
  email: 'jeanne.martin@example.org',
  phone: '+33 6 12 34 56 78',
  subject: 'Stage de développement',
  message: 'Bonjour,\nJe souhaiterais échanger avec vous.',
});
