import { describe, expect, it } from 'vitest';
import { findProtectedRoute } from './protected-routes.ts';

describe('findProtectedRoute', () => {
  it('maps one patient record to the patients screen', () => {
    expect(findProtectedRoute('/patients/0b7c6a8e-1f1e-4d7e-9a55-1c2d3e4f5a6b')?.screen).toBe('patients');
    expect(findProtectedRoute('/patients/abc/')?.screen).toBe('patients');
  });

  it('keeps the plain paths and refuses deeper or unknown ones', () => {
    expect(findProtectedRoute('/patients')?.screen).toBe('patients');
    expect(findProtectedRoute('/')?.screen).toBe('dashboard');
    expect(findProtectedRoute('/patients/a/b')).toBeUndefined();
    expect(findProtectedRoute('/reports/123')).toBeUndefined();
  });
});
