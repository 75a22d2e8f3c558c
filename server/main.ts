/** Standalone emulator: `npm run emulator` (port EMULATOR_PORT, default 8787). */
import { DEFAULT_EMULATOR_PORT } from '../bff/upstreams.ts';
import { configFromEnv } from './config.ts';
import { startEmulator } from './emulator.ts';

const port = Number(process.env.EMULATOR_PORT) || DEFAULT_EMULATOR_PORT;
const config = configFromEnv();
const { url } = await startEmulator(port, config);
console.log(`Emulator of UTS REST + drug-vocabulary SOAP at ${url}`);
console.log(`  UTS REST  ${url}/rest   (demo API key: ${config.apiKey})`);
console.log(`  auth      ${url}/auth`);
console.log(`  SOAP      ${url}/axis/services/DBManagerService  (WSDL: ?wsdl)`);
