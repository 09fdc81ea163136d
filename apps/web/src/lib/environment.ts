export type Environment = 'production' | 'test' | 'local';
type ServiceName = 'api' | 'data' | 'scheduler' | 'geodata' | 'concepts' | 'ai';
type ServiceUrls = Record<ServiceName, string>;

export interface AppConfig {
  environment: Environment;
  services: ServiceUrls;
}

const SERVICES: ServiceName[] = ['api', 'data', 'scheduler', 'geodata', 'concepts', 'ai'];

export function environmentFromHost(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    host.endsWith('.localhost') ||
    host.endsWith('.local')
  ) {
    return 'local';
  }
  // test.plotwise.nl, app.test.plotwise.nl, plotwise-test.example, staging.* all count as test.
  if (/(^|[.-])(test|staging|acc|acceptance)([.-]|$)/.test(host)) return 'test';
  return 'production';
}

// The API is served by our own server on the same origin (it also serves this app), so it stays relative;
// the other services are separate deployments per environment.
const DEFAULT_SERVICES: Record<Environment, ServiceUrls> = {
  production: {
    api: '/api',
    data: 'https://data.plotwise.nl',
    scheduler: 'https://scheduler.plotwise.nl',
    geodata: 'https://geodata.plotwise.nl',
    concepts: 'https://concepts.plotwise.nl',
    ai: 'https://ai.plotwise.nl',
  },
  test: {
    api: '/api',
    data: 'https://data.test.plotwise.nl',
    scheduler: 'https://scheduler.test.plotwise.nl',
    geodata: 'https://geodata.test.plotwise.nl',
    concepts: 'https://concepts.test.plotwise.nl',
    ai: 'https://ai.test.plotwise.nl',
  },
  local: {
    api: '/api',
    data: 'http://localhost:3010',
    scheduler: 'http://localhost:3011',
    geodata: 'http://localhost:3012',
    concepts: 'http://localhost:3013',
    ai: 'http://localhost:3014',
  },
};

export interface ConfigOverrides {
  environment?: Environment;
  services?: Partial<ServiceUrls>;
}

/**
 * Precedence: runtime overrides (window.__PLOTWISE_CONFIG__, so one build can be deployed anywhere), then
 * build-time VITE_<SERVICE>_URL variables, then the per-environment defaults.
 */
export function resolveConfig(
  hostname: string,
  buildEnv: Record<string, string | undefined> = {},
  runtime: ConfigOverrides = {},
): AppConfig {
  const environment = runtime.environment ?? (buildEnv.VITE_ENVIRONMENT as Environment | undefined) ?? environmentFromHost(hostname);
  const defaults = DEFAULT_SERVICES[environment] ?? DEFAULT_SERVICES.production;
  const services = { ...defaults };
  for (const name of SERVICES) {
    const fromBuild = buildEnv[`VITE_${name.toUpperCase()}_URL`];
    if (fromBuild) services[name] = fromBuild;
    const fromRuntime = runtime.services?.[name];
    if (fromRuntime) services[name] = fromRuntime;
  }
  return { environment, services };
}

declare global {
  interface Window {
    __PLOTWISE_CONFIG__?: ConfigOverrides;
  }
}

let current: AppConfig | undefined;

export function appConfig(): AppConfig {
  if (!current) {
    const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
    const runtime = typeof window === 'undefined' ? {} : (window.__PLOTWISE_CONFIG__ ?? {});
    current = resolveConfig(host, import.meta.env as unknown as Record<string, string | undefined>, runtime);
  }
  return current;
}
