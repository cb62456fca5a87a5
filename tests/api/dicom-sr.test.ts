import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dimse from 'dcmjs-dimse';
import { describe, expect, it } from 'vitest';
import { dicomListenerForFile, storeAsScanner } from '../support/dicom-peers.ts';
import { clinicWithScannerAndStudy, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { signUpTrialClinic } from '../support/factories.ts';
import { fetalSexItem, fetusSection, num, singletonSr, writeSr } from '../support/synthetic-sr.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();
const log: string[] = [];
const listener = dicomListenerForFile(t, { log, clockAt: '2026-11-27T04:30:00Z' });
const dir = mkdtempSync(join(tmpdir(), 'sr-'));

async function world() {
  const { clinic, ae, api, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'SR',
    scannerName: 'Voluson E8',
    patient: { phone: freshPatientPhone('97', '3') },
    scheduledDate: '2026-11-27T06:00:00.000Z',
  });
  const { id, studyId } = study;
  const store = (file: string) => storeAsScanner(ae, listener.port, file);
  const measurements = async () => (await api('GET', `/api/studies/${id}/measurements`)).json();
  return { clinic, api, id, studyId, store, measurements };
}

describe('structured reports (TID 5000) into measurements', () => {
  it('storescu of an SR puts BPD 78, HC 283, AC 266, FL 61 mm and EFW 1,650 g on the study, from the scanner', async () => {
    const w = await world();
    const file = join(dir, 'single.dcm');
    await writeSr(file, { accession: w.studyId, sections: [singletonSr(), fetalSexItem] });
    const sent = await w.store(file);
    expect(sent.code, sent.output).toBe(0);
    const answer = await w.measurements();
    expect(answer.fetuses).toHaveLength(1);
    const [fetus] = answer.fetuses;
    expect(fetus.label).toBe('A');
    expect(fetus.values.bpd).toMatchObject({ value: 78, unit: 'mm', scanner: 'Voluson E8' });
    expect(fetus.values.hc).toMatchObject({ value: 283, unit: 'mm' });
    expect(fetus.values.ac).toMatchObject({ value: 266, unit: 'mm' });
    expect(fetus.values.fl).toMatchObject({ value: 61, unit: 'mm' });
    expect(fetus.values.efw).toMatchObject({ value: 1650, unit: 'g' });

    // PC-PNDT: the coded fetal sex never reached the disk, and the log says only that it was dropped.
    const clinicDirs = readdirSync(join(t.config.dataDir, 'dicom'));
    const stored = clinicDirs.flatMap((d) =>
      readdirSync(join(t.config.dataDir, 'dicom', d)).map((f) => readFileSync(join(t.config.dataDir, 'dicom', d, f))),
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const bytes of stored) {
      expect(bytes.includes('248152002')).toBe(false);
      expect(bytes.includes('Female')).toBe(false);
    }
    expect(log).toContain('dicom sr: sex-disclosing items dropped before storage');
    expect(log.join('\n')).not.toMatch(/female/i);

    // The same SR again: one object, the same values.
    expect((await w.store(file)).code).toBe(0);
    expect((await w.measurements()).fetuses[0].values.bpd.value).toBe(78);
  });

  it('a twin SR fills Fetus A and Fetus B', async () => {
    const w = await world();
    const file = join(dir, 'twins.dcm');
    await writeSr(file, {
      accession: w.studyId,
      sections: [
        fetusSection('A', [num('11820-8', 'BPD', 70, 'mm'), num('11948-7', 'FHR', 142, '/min')]),
        fetusSection('B', [num('11820-8', 'BPD', 68, 'mm'), num('11627-7', 'AFI', 120, 'mm')]),
      ],
    });
    expect((await w.store(file)).code).toBe(0);
    const { fetuses } = await w.measurements();
    expect(fetuses.map((f: { label: string }) => f.label)).toEqual(['A', 'B']);
    expect(fetuses[0].values.bpd.value).toBe(70);
    expect(fetuses[0].values.fhr).toMatchObject({ value: 142, unit: 'bpm' });
    expect(fetuses[1].values.bpd.value).toBe(68);
    expect(fetuses[1].values.afi).toMatchObject({ value: 12, unit: 'cm' });
  });

  it('an unknown SOP class and a truncated file are refused; the listener keeps serving', async () => {
    const w = await world();
    const ct = join(dir, 'ct.dcm');
    await new Promise<void>((resolve, reject) =>
      new dimse.Dataset(
        { SOPClassUID: '1.2.840.10008.5.1.4.1.1.2', SOPInstanceUID: '2.25.99', Modality: 'CT' },
        '1.2.840.10008.1.2.1',
      ).toFile(ct, (error) => (error ? reject(error) : resolve())),
    );
    expect((await w.store(ct)).code).not.toBe(0);
    const whole = join(dir, 'whole.dcm');
    await writeSr(whole, { accession: w.studyId, sections: [singletonSr()] });
    const truncated = join(dir, 'truncated.dcm');
    const bytes = readFileSync(whole);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await w.store(truncated);
    expect((await w.measurements()).fetuses).toEqual([]);
    expect((await w.store(whole)).code).toBe(0);
    expect((await w.measurements()).fetuses[0].values.bpd.value).toBe(78);
  });

  it("another clinic's study answers 404", async () => {
    const w = await world();
    const other = await signUpTrialClinic(t.app);
    const res = await w.api('GET', `/api/studies/${w.id}/measurements`, undefined, other.token);
    expect(res.statusCode).toBe(404);
  });
});
