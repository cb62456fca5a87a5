/** Product identity shown in the shell, settings, print headers and e-mails. */
export const PORTAL_NAME = 'USG Clinic Portal';
export const PORTAL_SUBTITLE = 'Smart Medical Imaging System';
export const PORTAL_VERSION = 'v1.0.0';
export const SUPPORT_EMAIL = 'support@usgclinicportal.in';
export const SUPPORT_PHONE = '+91 124 456 7890';
export const SUPPORT_ADDRESS = 'Plot 14, Sector 44, Gurugram, Haryana 122003';
