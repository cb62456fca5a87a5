import { describe, expect, it } from 'vitest';
import { daysUntil, dueRenewalReminder, registrationStatus } from './registration-dates.ts';
import { registrationNotification } from './registration-notification.ts';

describe('the registration certificate’s dates', () => {
  it('counts whole calendar days to the last day, across months and leap years', () => {
    expect(daysUntil('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysUntil('2029-03-31', '2029-03-31')).toBe(0);
    expect(daysUntil('2029-04-01', '2029-03-31')).toBe(-1);
  });

  it('is valid through its last day, expiring within 90 days, expired after, missing without one', () => {
    expect(registrationStatus('2029-03-31', null)).toBe('missing');
    expect(registrationStatus('2028-12-30', '2029-03-31')).toBe('valid');
    expect(registrationStatus('2029-01-01', '2029-03-31')).toBe('expiring');
    expect(registrationStatus('2029-03-31', '2029-03-31')).toBe('expiring');
    expect(registrationStatus('2029-04-01', '2029-03-31')).toBe('expired');
  });

  it('reminds 90, 30 and 7 days before, the smallest window entered, none once expired', () => {
    const validTo = '2029-03-31';
    expect(dueRenewalReminder('2028-12-30', validTo)).toBeNull(); // 91 days
    expect(dueRenewalReminder('2028-12-31', validTo)).toBe('registration_90_days');
    expect(dueRenewalReminder('2029-02-28', validTo)).toBe('registration_90_days'); // 31 days
    expect(dueRenewalReminder('2029-03-01', validTo)).toBe('registration_30_days');
    expect(dueRenewalReminder('2029-03-24', validTo)).toBe('registration_7_days');
    expect(dueRenewalReminder('2029-03-31', validTo)).toBe('registration_7_days');
    expect(dueRenewalReminder('2029-04-01', validTo)).toBeNull();
  });

  it('puts the certificate in the bell from 90 days, urgent from 30, and once expired', () => {
    expect(registrationNotification(null)).toBeNull();
    expect(registrationNotification({ today: '2028-12-30', validTo: '2029-03-31' })).toBeNull();
    expect(registrationNotification({ today: '2029-01-01', validTo: '2029-03-31' })).toMatchObject({
      title: 'PC-PNDT registration expires in 89 days',
      urgent: false,
    });
    expect(registrationNotification({ today: '2029-03-30', validTo: '2029-03-31' })).toMatchObject({
      title: 'PC-PNDT registration expires in 1 day',
      urgent: true,
    });
    expect(registrationNotification({ today: '2029-04-02', validTo: '2029-03-31' })).toMatchObject({
      title: 'PC-PNDT registration expired',
      detail: 'The certificate expired on 31/03/2029. Renew it and record the new certificate.',
      urgent: true,
    });
  });
});
