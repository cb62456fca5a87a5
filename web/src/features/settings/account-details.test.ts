import { describe, expect, it } from 'vitest';
import { accountDetailItems } from './account-details.ts';

const user = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' };
const roleShown = (role: string) => accountDetailItems({ ...user, role }).find((item) => item.label === 'Role')?.value;

describe('Settings → Account', () => {
  it("shows the user's own role, not Administrator for everyone", () => {
    expect(['admin', 'doctor', 'receptionist'].map(roleShown)).toEqual(['Administrator', 'Doctor', 'Receptionist']);
  });
});
