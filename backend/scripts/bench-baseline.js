// The bench baseline: bare Fastify answering the same envelope as /api/public/health, by GET and,
// for the list's ceiling, by POST with the list's JSON body (parsed, nothing else done with it).
// BENCH_TUNED=1 applies the server's own process settings first (backend/src/core/runtime/tuning.ts),
// so the POST ceiling is measured with the same Node fixes the real server has.
if (process.env.BENCH_TUNED === '1') require('../dist/core/runtime/tuning').applyRuntimeTuning();
const fastify = require('fastify')();
const envelope = () => ({ status: 'OK', description: '', result: { area: 'public' } });
fastify.get('/health', async () => envelope());
fastify.post('/list', async (request) => ({ ...envelope(), page: request.body?.page ?? null }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
