import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers. The CSP admits the documentation site's inline styles (Ant Design's CSS-in-JS). */
async function helmetPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The site's files are all same-origin: upgrading them would only break the documentation when
        // the server is reached over plain HTTP (e.g. http://<host>:3000 from docker-compose.prod.yml).
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

export default fp(helmetPlugin, { name: 'helmet' });
