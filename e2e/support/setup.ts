import { chai, inject } from 'vitest';
import { usePostgresTemplate } from './server';

// every spec's servers copy the template database of the global setup (globalSetup.ts)
usePostgresTemplate(inject('e2ePostgres'));

// a failed `expect(errors).toEqual([])` names the errors in its message ("expected [ …(5) ]" told CI's summary nothing)
chai.config.truncateThreshold = 600;
