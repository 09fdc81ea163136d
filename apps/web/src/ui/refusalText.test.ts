import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../api/ApiError';
import { refusalText } from './refusalText';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);
const err = (status: number, code: ClientErrorCode, details?: unknown, message = 'server says no') => new ApiError({ status, code, message, details, method: 'PATCH', url: '/api/users/detail/3' });

describe('refusal texts', () => {
  it('name the known refusals by their reason', () => {
    expect(refusalText(err(409, 'conflict', { reason: 'last_admin' }), t)).toBe('companyUsers.errors.last_admin');
    expect(refusalText(err(409, 'conflict', { reason: 'email_taken' }), t)).toBe('companyUsers.errors.email_taken');
    expect(refusalText(err(403, 'forbidden', { reason: 'self' }), t)).toBe('companyUsers.errors.self');
  });

  it('fall back to the kind of failure, keeping the detail of a validation error', () => {
    expect(refusalText(err(409, 'conflict', { reason: 'something_new' }), t)).toBe('companyUsers.errors.generic {"message":"server says no"}');
    expect(refusalText(err(403, 'licence_read_only'), t)).toBe('companyUsers.errors.readOnly');
    expect(refusalText(err(403, 'forbidden'), t)).toBe('companyUsers.errors.forbidden');
    expect(refusalText(err(400, 'validation_failed', undefined, 'email: Invalid email'), t)).toBe('companyUsers.errors.invalid {"message":"email: Invalid email"}');
    expect(refusalText(err(0, 'network_error'), t)).toBe('companyUsers.errors.network');
    expect(refusalText(new Error('boom'), t)).toBe('companyUsers.errors.generic {"message":"boom"}');
  });
});
