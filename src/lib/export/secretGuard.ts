import { getApiKey } from '../../api/auth/credentials.ts';

export class SecretInExportError extends Error {
  constructor() {
    super('The export would contain the API key, so it was not written');
    this.name = 'SecretInExportError';
  }
}

/**
 * Last line of defence: a file that holds the user's key is refused. Nothing in the export
 * path reads the key, but a cell could (a pasted line, a future column), and a file is
 * shared far more widely than a tab.
 */
export function assertNoApiKey(text: string, key: string = getApiKey()): string {
  if (key && key.length >= 8 && text.includes(key)) throw new SecretInExportError();
  return text;
}
