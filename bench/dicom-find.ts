// `npx tsx bench/dicom-find.ts` (issue 32 figure): Modality Worklist C-FIND with 1,000 studies booked
// for the day, asked by a scanner (dcmjs-dimse's client, in this process) of the embedded listener
// and of `npm run bridge`, which asks the portal's API per query. Two queries: the whole of today
// (all 1,000 items come back) and one patient by name with a wildcard. JSON on stdout.

import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import dimse from 'dcmjs-dimse';
import { sql } from 'drizzle-orm';
import { openDataDirDatabase } from '../db/embedded-database.ts';
import { log, PORTAL_AE, percentile, SCANNER_AE, startBenchBridge, startDicomBench } from './dicom-setup.ts';
import { stopAllChildren } from './processes.ts';

const STUDIES = 1000;
const RUNS = Number(process.env.BENCH_FIND_RUNS ?? 20);
// The whole day comes back as 1,000 responses, about 10 s each on the loaded machine: fewer runs.
const DAY_RUNS = Number(process.env.BENCH_FIND_DAY_RUNS ?? 5);
const { Client, requests, constants } = dimse;

/** Today's 999 more patients and studies, copied from the one booked through the API. */
async function seedDay(dataDir: string) {
  const handle = await openDataDirDatabase(dataDir);
  try {
    const columns = async (table: string) =>
      (
        await handle.db.execute<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = 'public' and is_generated = 'NEVER'`,
        )
      ).rows.map((r) => r.column_name);
    const patientCols = (await columns('patients')).filter((c) => !['id', 'patient_id', 'first_name'].includes(c));
    const list = (cols: string[]) => sql.raw(cols.map((c) => `"${c}"`).join(', '));
    await handle.db.execute(sql`insert into patients (patient_id, first_name, ${list(patientCols)})
      select 'PB-' || lpad(g::text, 5, '0'), 'Bench' || g, ${list(patientCols)}
        from patients, generate_series(2, ${STUDIES}) g`);
    await handle.db.execute(sql`insert into studies (clinic_id, study_id, patient_id, study_type, scheduled_date, status, created_at, updated_at)
      select p.clinic_id, 'SB-' || substr(p.patient_id, 4), p.id, 'obstetric',
             date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
               + interval '8 hours' + (substr(p.patient_id, 4)::int % 600) * interval '1 minute',
             'scheduled', now(), now()
        from patients p where p.patient_id like 'PB-%'`);
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

/** One C-FIND association: the time from connect to the last response, and the items. */
function find(port: number, keys: Record<string, unknown>): Promise<{ ms: number; items: number }> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    const request = requests.CFindRequest.createWorklistFindRequest(keys);
    let items = 0;
    let failed: string | null = null;
    request.on('response', (response: InstanceType<typeof dimse.responses.CFindResponse>) => {
      if (response.getStatus() === constants.Status.Pending) items += 1;
      else if (response.getStatus() !== constants.Status.Success) failed = `status ${response.getStatus()}`;
    });
    client.addRequest(request);
    client.on('networkError', (error: Error) => reject(error));
    client.on('associationRejected', () => reject(new Error('association rejected')));
    const started = performance.now();
    client.on('closed', () =>
      failed ? reject(new Error(failed)) : resolve({ ms: performance.now() - started, items }),
    );
    client.send('127.0.0.1', port, SCANNER_AE, PORTAL_AE);
  });
}

async function series(name: string, port: number, keys: Record<string, unknown>, runs = RUNS) {
  const warm = await find(port, keys); // warm-up
  log(`${name}: first query ${Math.round(warm.ms)} ms, ${warm.items} items`);
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < runs; i += 1) {
    const r = await find(port, keys);
    times.push(r.ms);
    items = r.items;
  }
  times.sort((a, b) => a - b);
  return {
    items,
    runs,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: percentile(times, 100),
  };
}

async function main() {
  dimse.log.setLevel('silent');
  const load = loadavg()[0];
  const bench = await startDicomBench();
  try {
    log(`seeding ${STUDIES} studies for today`);
    await bench.restart(() => seedDay(bench.dataDir));
    const today = { PatientName: '', ScheduledProcedureStepStartDate: '' };
    const onePatient = { PatientName: 'Sharma^Bench52*', ScheduledProcedureStepStartDate: '' };
    log('C-FIND against the embedded listener');
    const listener = {
      today: await series('listener, today', bench.dicomPort, today, DAY_RUNS),
      onePatient: await series('listener, one patient', bench.dicomPort, onePatient),
    };
    log('C-FIND through npm run bridge');
    const bridge = await startBenchBridge(bench);
    const viaBridge = {
      today: await series('bridge, today', bridge.port, today, DAY_RUNS),
      onePatient: await series('bridge, one patient', bridge.port, onePatient),
    };
    const result = {
      bench: 'dicom-find',
      studiesToday: STUDIES,
      loadAvg1mAtStart: Math.round((load ?? 0) * 10) / 10,
      listener,
      bridge: viaBridge,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await stopAllChildren();
    rmSync(bench.dataDir, { recursive: true, force: true });
  }
}

await main();
