/**
 * Forms of climbing out of a browser prefix; each must be refused with 400 by the BFF
 * (bff/path-guard.test.ts) and by the nginx recipe (e2e-nginx/).
 */
export const ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['raw ..', '/uts/rest/../../auth/validateUser'],
  ['%2e%2e', '/uts/rest/%2e%2e/%2e%2e/auth/validateUser'],
  ['%2E%2E upper case', '/uts/rest/%2E%2E/%2e%2E/auth/validateUser'],
  ['mixed .%2e', '/uts/rest/.%2e/auth/validateUser'],
  ['%2f separator', '/uts/rest/..%2f..%2fauth/validateUser'],
  ['%5c separator', '/uts/rest/..%5c..%5cauth/validateUser'],
  ['raw backslash', '/uts/rest/..\\..\\auth/validateUser'],
  ['double-encoded dots', '/uts/rest/%252e%252e/%252e%252e/auth/validateUser'],
  ['double-encoded separator', '/uts/rest/..%252f..%252fauth/validateUser'],
  ['Java path parameter', '/uts/rest/..;/..;/auth/validateUser'],
  ['trailing ..', '/uts/rest/content/..'],
  ['single dot', '/uts/rest/./content/current/CUI/C0027051'],
  ['auth prefix into content', '/uts-auth/../rest/content/current/CUI/C0027051'],
  ['releases prefix', '/uts/releases/../rest/content/current/CUI/C0027051'],
  ['download prefix', '/uts/download/%2e%2e/auth/validateUser'],
  ['soap prefix', '/rxnorm/soap/../../auth/validateUser'],
];
