// A named import of a JSON file: Vite bundles only this one field, not the whole manifest.
import { version } from '../../../package.json';

/** The app's version, recorded in every export's meta. */
export const APP_VERSION: string = version;
