import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import dimse from 'dcmjs-dimse';
import { and, eq } from 'drizzle-orm';
import { scanners } from '../../db/schema/dicom.ts';
import { DicomStorageError } from '../storage/dicom-object-storage.ts';
import { afterStore } from './after-store.ts';
import { CappedCollector, datasetOfCollected, receivedPart10 } from './capped-collector.ts';
import { type CallingScanner, type DicomDeps, storeDicomObject } from './dicom-store.ts';
import { settlePresentationContexts } from './presentation-contexts.ts';
import { matchingItems, worklistQueryOf } from './worklist-find.ts';
import { worklistEntries } from './worklist-query.ts';

const { Dataset, Scp, Server, constants, responses } = dimse;
const { Status, RejectResult, RejectSource, RejectReason } = constants;

export { MAX_OBJECT_BYTES } from './capped-collector.ts';

export interface DicomListener {
  port: number;
  close: () => Promise<void>;
}

async function findScanner(deps: DicomDeps, aeTitle: string): Promise<CallingScanner | null> {
  const [row] = await deps.db
    .select({ id: scanners.id, clinicId: scanners.clinicId, name: scanners.name, aeTitle: scanners.aeTitle })
    .from(scanners)
    .where(and(eq(scanners.aeTitle, aeTitle.trim().toUpperCase()), eq(scanners.active, true)));
  return row ?? null;
}

/**
 * The portal's DICOM listener (issue 32): C-ECHO, Modality Worklist C-FIND and C-STORE for the
 * registered, active scanners of every centre; any other calling AE title is rejected at
 * association. dcmjs-dimse speaks the protocol; this decides who may and what is kept.
 */
export function startDicomListener(
  deps: DicomDeps,
  options: { port: number; aeTitle: string },
): Promise<DicomListener> {
  dimse.log.setLevel('silent');
  const fail = (what: string, error: unknown) =>
    deps.log(`dicom ${what} failed`, {
      // A store's own errors say which setting is wrong (a public bucket, a wrong key); others only their name.
      error: error instanceof DicomStorageError ? error.message : error instanceof Error ? error.name : 'unknown',
    });

  class PortalScp extends Scp {
    scanner: CallingScanner | null = null;

    override associationRequested(association: InstanceType<typeof dimse.association.Association>) {
      const reject = (reason: number) =>
        this.sendAssociationReject(RejectResult.Permanent, RejectSource.ServiceUser, reason);
      if (association.getCalledAeTitle().trim().toUpperCase() !== options.aeTitle) {
        reject(RejectReason.CalledAeNotRecognized);
        return;
      }
      findScanner(deps, association.getCallingAeTitle())
        .then((scanner) => {
          if (!scanner) {
            deps.log('dicom association rejected: calling AE title not registered');
            reject(RejectReason.CallingAeNotRecognized);
            return;
          }
          this.scanner = scanner;
          settlePresentationContexts(association);
          this.sendAssociationAccept();
        })
        .catch((error) => {
          fail('association', error);
          this.sendAssociationReject(RejectResult.Transient, RejectSource.ServiceUser, RejectReason.NoReasonGiven);
        });
    }

    override associationReleaseRequested() {
      this.sendAssociationReleaseResponse();
    }

    override cEchoRequest(
      request: InstanceType<typeof dimse.requests.CEchoRequest>,
      callback: (r: InstanceType<typeof dimse.responses.CEchoResponse>) => void,
    ) {
      const response = responses.CEchoResponse.fromRequest(request);
      response.setStatus(Status.Success);
      callback(response);
    }

    override cFindRequest(
      request: InstanceType<typeof dimse.requests.CFindRequest>,
      callback: (r: InstanceType<typeof dimse.responses.CFindResponse>[]) => void,
    ) {
      const scanner = this.scanner;
      const done = (status: number) => {
        const last = responses.CFindResponse.fromRequest(request);
        last.setStatus(status);
        return last;
      };
      if (!scanner) return callback([done(Status.NotAuthorized)]);
      worklistEntries(deps.db, scanner.clinicId, deps.clock.now(), scanner.aeTitle)
        .then((entries) => {
          const items = matchingItems(worklistQueryOf(request.getDataset()), entries).map((item) => {
            const response = responses.CFindResponse.fromRequest(request);
            response.setDataset(new Dataset(item));
            response.setStatus(Status.Pending);
            return response;
          });
          callback([...items, done(Status.Success)]);
        })
        .catch((error) => {
          fail('worklist', error);
          callback([done(Status.ProcessingFailure)]);
        });
    }

    override createStoreWritableStream() {
      return new CappedCollector();
    }

    override createDatasetFromStoreWritableStream(
      writable: Writable,
      context: InstanceType<typeof dimse.association.PresentationContext>,
      callback: (dataset: InstanceType<typeof Dataset>) => void,
    ) {
      callback(datasetOfCollected(writable, context));
    }

    override cStoreRequest(
      request: InstanceType<typeof dimse.requests.CStoreRequest>,
      callback: (r: InstanceType<typeof dimse.responses.CStoreResponse>) => void,
    ) {
      const answer = (status: number) => {
        const response = responses.CStoreResponse.fromRequest(request);
        response.setStatus(status);
        callback(response);
      };
      const scanner = this.scanner;
      const dataset = request.getDataset();
      if (!scanner || !dataset) return answer(Status.NotAuthorized);
      storeDicomObject(deps, scanner, dataset, receivedPart10(dataset))
        .then(async (outcome) => {
          if (outcome.result === 'refused') {
            deps.log('dicom object refused', { reason: outcome.reason });
            return answer(
              outcome.reason === 'storage_full'
                ? Status.ResourceLimitation
                : outcome.reason === 'unknown_class'
                  ? Status.SopClassNotSupported
                  : Status.InvalidObjectInstance,
            );
          }
          await afterStore(deps, scanner, dataset, outcome);
          answer(Status.Success);
        })
        .catch((error) => {
          fail('store', error);
          answer(Status.ProcessingFailure);
        });
    }
  }

  const server = new Server(PortalScp);
  return new Promise((resolve, reject) => {
    let listening = false;
    server.on('networkError', (error: unknown) => {
      // Before listening, the port could not be taken (in use, not allowed): the caller decides.
      if (!listening) reject(error);
      else fail('network', error);
    });
    server.once('listening', () => {
      listening = true;
      const inner = (server as unknown as { server: import('node:net').Server }).server;
      resolve({
        port: (inner.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close();
            inner.close(() => done());
          }),
      });
    });
    try {
      server.listen(options.port, { associationTimeout: 30_000, pduTimeout: 30_000, connectTimeout: 10_000 });
    } catch (error) {
      reject(error);
    }
  });
}
