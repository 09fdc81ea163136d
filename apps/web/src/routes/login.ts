import type { RouteSpec } from './types';

export const loginRoutes: RouteSpec[] = [
  { path: '/login', frame: 'login', screen: 'login.login', load: () => import('../features/login/LoginScreen') },
  { path: '/login/password_reset_request', frame: 'login', screen: 'login.passwordResetRequest', load: () => import('../features/login/PasswordResetRequestScreen') },
  { path: '/login/passwordreset/:userkey', frame: 'login', screen: 'login.passwordReset', load: () => import('../features/login/PasswordResetScreen') },
];
