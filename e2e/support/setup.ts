import { chai, inject } from 'vitest';
import { usePostgresTemplates } from './server';

// every spec's servers copy the template databases of the global setup (globalSetup.ts)
usePostgresTemplates(inject('e2ePostgres'));

// a failed `expect(errors).toEqual([])` names the errors in its message ("expected [ …(5) ]" told CI's summary nothing)
chai.config.truncateThreshold = 600;
