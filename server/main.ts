/** Standalone emulator: `npm run emulator` (port EMULATOR_PORT, default 8787). */
import { DEFAULT_EMULATOR_PORT } from '../bff/upstreams.ts';
import { startStandaloneEmulator } from './emulator.ts';
import { REAL_SOAP_PATH } from './rxnorm/wire-names.ts';

const port = Number(process.env.EMULATOR_PORT) || DEFAULT_EMULATOR_PORT;
const { url, emulator } = await startStandaloneEmulator(port);
const { config } = emulator;
console.log(`Emulator of UTS REST + drug-vocabulary SOAP at ${url}`);
console.log(`  UTS REST  ${url}/rest   (demo API key: ${config.apiKey})`);
console.log(`  auth      ${url}/auth`);
console.log(`  SOAP      ${url}/axis/services/DBManagerService  (WSDL: ?wsdl)`);
console.log(`            ${url}${REAL_SOAP_PATH}  (the real service's path)`);
console.log(`  links name ${config.publicOrigin}, the TGT action ${config.authOrigin}`);
emulator.warm();
