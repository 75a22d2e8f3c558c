/** Run alone in a fresh process by uts.ts: prints how long the emulator takes to serve. */
export {};
const t0 = performance.now();
const { startEmulator } = await import('../../server/emulator.ts');
const { configFromEnv } = await import('../../server/config.ts');
const { server, url } = await startEmulator(0, configFromEnv({}));
const res = await fetch(`${url}/health`);
if (!res.ok) throw new Error(`health: ${res.status}`);
console.log(JSON.stringify({ ms: performance.now() - t0, heapMb: process.memoryUsage().heapUsed / 2 ** 20 }));
server.close();
