import type { AddressInfo, Server as NetServer } from 'node:net';
import type { Writable } from 'node:stream';
import dimse from 'dcmjs-dimse';
import { CappedCollector, datasetOfCollected, receivedPart10 } from '../dicom/capped-collector.ts';
import { settlePresentationContexts } from '../dicom/presentation-contexts.ts';
import { itemMatches, worklistQueryOf } from '../dicom/worklist-find.ts';
import type { DiskQueue } from './disk-queue.ts';
import type { BridgeScanner, PortalClient } from './portal-client.ts';
import type { BridgeLog } from './uploader.ts';
import type { WorklistCache } from './worklist-cache.ts';

const { Dataset, Scp, Server, constants, responses } = dimse;
const { Status, RejectResult, RejectSource, RejectReason } = constants;

export interface BridgeScpOptions {
  port: number;
  /** The scanner this bridge speaks for, as the portal last said (null until it answered once). */
  scanner: () => BridgeScanner | null;
  /** The AE title the machine calls; null: the portal's. */
  aeTitle: string | null;
  queue: DiskQueue;
  portal: PortalClient;
  /** The last good worklist, served while the portal cannot be reached. */
  worklistCache: WorklistCache;
  /** Called after the portal answered a C-FIND: the moment to renew the cache. */
  worklistAnswered: () => void;
  /** Called after each object is safely on disk. */
  queued: () => void;
  log: BridgeLog;
}

/**
 * The clinic PC's DICOM side: the same association rules as the portal's listener (only the
 * token's scanner, only what the portal keeps), the worklist asked of the portal per C-FIND, and
 * each C-STORE acknowledged only once it is sealed and fsynced in the disk queue.
 */
export function startBridgeScp(options: BridgeScpOptions): Promise<{ port: number; close: () => Promise<void> }> {
  dimse.log.setLevel('silent');
  const { log } = options;

  class BridgeScp extends Scp {
    override associationRequested(association: InstanceType<typeof dimse.association.Association>) {
      const reject = (result: number, reason: number) =>
        this.sendAssociationReject(result, RejectSource.ServiceUser, reason);
      const scanner = options.scanner();
      if (!scanner) {
        // The portal has not yet said whose bridge this is: "try again later", not "never".
        reject(RejectResult.Transient, RejectReason.NoReasonGiven);
        return;
      }
      const called = options.aeTitle ?? scanner.calledAeTitle;
      if (association.getCalledAeTitle().trim().toUpperCase() !== called) {
        reject(RejectResult.Permanent, RejectReason.CalledAeNotRecognized);
        return;
      }
      if (association.getCallingAeTitle().trim().toUpperCase() !== scanner.aeTitle) {
        log('bridge: association rejected: calling AE title is not this bridge’s scanner');
        reject(RejectResult.Permanent, RejectReason.CallingAeNotRecognized);
        return;
      }
      settlePresentationContexts(association);
      this.sendAssociationAccept();
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
      const done = (status: number) => {
        const last = responses.CFindResponse.fromRequest(request);
        last.setStatus(status);
        return last;
      };
      const answer = (items: Record<string, unknown>[]) => {
        const pending = items.map((item) => {
          const response = responses.CFindResponse.fromRequest(request);
          response.setDataset(new Dataset(item));
          response.setStatus(Status.Pending);
          return response;
        });
        callback([...pending, done(Status.Success)]);
      };
      const query = worklistQueryOf(request.getDataset());
      options.portal
        .worklist(query)
        .then((items) => {
          answer(items);
          options.worklistAnswered();
        })
        .catch(async (error) => {
          log('bridge: worklist from the portal failed', { why: error instanceof Error ? error.message : 'unknown' });
          // The centre's own bookings of today as last seen, rather than an empty machine
          // (decision 025). Only counts and the age are logged: the items are patients.
          const cached = await options.worklistCache.load(new Date()).catch(() => null);
          if (!cached) {
            // No portal and nothing of today kept: the machine shows its query failed.
            log('bridge: no worklist of today is cached; the query fails');
            callback([done(Status.ProcessingFailure)]);
            return;
          }
          const items = cached.items.filter((item) => itemMatches(query, item));
          log('bridge: portal unreachable; worklist served from the cache', {
            ageMinutes: Math.floor((Date.now() - cached.fetchedAt.getTime()) / 60_000),
            items: items.length,
          });
          answer(items);
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
      const dataset = request.getDataset();
      // The bytes as the scanner sent them go to the queue: no second encoding by dcmjs.
      const part10 = dataset && receivedPart10(dataset);
      if (!dataset || !part10) return answer(Status.InvalidObjectInstance);
      const started = performance.now();
      options.queue
        .add(String(dataset.getElement('SOPInstanceUID') ?? ''), part10)
        .then((kept) => {
          if (!kept) return answer(Status.InvalidObjectInstance);
          answer(Status.Success);
          log('bridge: object queued', { writeMs: Math.round(performance.now() - started) });
          options.queued();
        })
        .catch((error) => {
          // Not on disk: the scanner must keep it and send again.
          log('bridge: could not queue an object', { why: error instanceof Error ? error.name : 'unknown' });
          answer(Status.ProcessingFailure);
        });
    }
  }

  const server = new Server(BridgeScp);
  return new Promise((resolve, reject) => {
    let listening = false;
    server.on('networkError', (error: unknown) => {
      if (!listening) reject(error);
      else log('bridge: network error', { why: error instanceof Error ? error.name : 'unknown' });
    });
    server.once('listening', () => {
      listening = true;
      const inner = (server as unknown as { server: NetServer }).server;
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
