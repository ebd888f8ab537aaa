// The bench baseline: bare Fastify answering the same envelope as /api/public/health.
const fastify = require('fastify')();
fastify.get('/health', async () => ({ status: 'OK', description: '', result: { area: 'public' } }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
