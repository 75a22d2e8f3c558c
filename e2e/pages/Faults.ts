import type { APIRequestContext } from '@playwright/test';

/** Makes the embedded emulator fail on purpose (server/testing/faults.ts), on its own port. */
export class Faults {
  readonly base = `http://127.0.0.1:${Number(process.env.E2E_EMULATOR_PORT) || 8788}/__faults`;
  constructor(private readonly request: APIRequestContext) {}

  async add(fault: {
    match: string;
    status?: number;
    times?: number;
    headers?: Record<string, string>;
    body?: string;
    action?: 'drop' | 'cut' | 'hang';
  }) {
    const res = await this.request.post(this.base, { data: fault });
    if (res.status() !== 201) throw new Error(`fault not set: ${res.status()}`);
  }

  async clear() {
    await this.request.delete(this.base);
  }
}
