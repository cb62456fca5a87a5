/** Contact form wording, shared by the server's errors and the public contact page's form. */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be at most 50 characters',
  emailInvalid: 'Please enter a valid email address',
  clinicNameTooLong: 'Clinic name must be at most 100 characters',
  subjectTooShort: 'Subject must be at least 2 characters',
  subjectTooLong: 'Subject must be at most 150 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 5000 characters',
  singleLine: 'Please remove line breaks from this field',
  tooManyMessages: 'Too many messages from your network. Please try again in an hour or e-mail us directly.',
  received: 'Thank you! Your message has been sent. We reply within 24 hours.',
} as const;
