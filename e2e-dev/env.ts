/** Ports of the dev-server suite, shared by playwright.dev.config.ts and scripts/test-all.mjs. */
export const DEV_PORT = Number(process.env.DEV_E2E_PORT) || 4190;
export const DEV_EMULATOR_PORT = Number(process.env.DEV_E2E_EMULATOR_PORT) || 8796;
