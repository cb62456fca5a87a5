import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AppConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { createDicomStores } from '../storage/dicom-object-storage.ts';
import { type DicomListener, startDicomListener } from './dicom-listener.ts';

/**
 * Starts the DICOM listener beside the web server when DICOM_PORT says so. A port that cannot be
 * taken (another portal on the machine) leaves the portal running without it, and says why.
 */
export async function startDicomIfConfigured(
  app: FastifyInstance,
  db: Database,
  config: AppConfig,
): Promise<DicomListener | null> {
  if (config.dicom.port === null) return null;
  try {
    return await startDicomListener(
      {
        db,
        clock: systemClock,
        dataDir: config.dataDir,
        storage: createDicomStores(config),
        log: (message, fields) => app.log.info(fields ?? {}, message),
      },
      { port: config.dicom.port, aeTitle: config.dicom.aeTitle },
    );
  } catch (error) {
    app.log.warn(
      { code: (error as { code?: string }).code },
      `DICOM listener not started on port ${config.dicom.port}; scanners cannot connect until it is free`,
    );
    return null;
  }
}
