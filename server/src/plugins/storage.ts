// `app.storage`: where uploads live (S3 when S3_BUCKET is set, else DATA_DIR/uploads); tests may bring their own.
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import { storageFromConfig, type Storage } from '../modules/media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp<{ storage?: Storage }>(
  async (app, { storage }) => {
    // The local folder is also what /media/ serves, so it must exist even when S3 holds the uploads.
    mkdirSync(app.config.uploadsDir, { recursive: true });
    const chosen = storage ?? storageFromConfig(app.config);
    app.decorate('storage', chosen);
    app.readiness.add('storage', () => chosen.check());
  },
  { name: 'storage', dependencies: ['config', 'readiness'] },
);
