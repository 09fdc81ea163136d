import { inject } from 'vitest';
import { usePostgresTemplate } from './server';

// every spec's servers copy the template database of the global setup (globalSetup.ts)
usePostgresTemplate(inject('e2ePostgres'));
