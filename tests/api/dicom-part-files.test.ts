import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeDicomObject } from '../../server/dicom/dicom-store.ts';
import { datasetFromP10 } from '../../server/dicom/p10.ts';
import { createDicomStores } from '../../server/storage/dicom-object-storage.ts';
import { writeUsImage } from '../support/synthetic-image.ts';
import { tempDirsForFile } from '../support/temp-dirs.ts';
import { createTestApp } from '../support/test-app.ts';

// Review of the DICOM store: a write that fails half way (a full disk) left its
// `<uid>.<pid>.<ms>.part` in DATA_DIR/dicom/<clinic>/ for good; and older ones stayed forever.
const tempDir = tempDirsForFile();

describe('.part files of the DICOM store', { timeout: 60_000 }, () => {
  it('a write that fails half way leaves no .part behind', async () => {
    const dataDir = tempDir('portal-dicom-part-');
    const t = await createTestApp({ config: { dataDir } });
    try {
      const file = join(tempDir('part-img-'), 'us.dcm');
      await writeUsImage(file, { accession: 'PART1' });
      const bytes = readFileSync(file);
      const dataset = datasetFromP10(bytes);
      if (!dataset) throw new Error('not a Part 10 file');
      const clinicId = randomUUID();
      const deps = {
        db: t.handle.db,
        clock: t.clock,
        dataDir,
        storage: createDicomStores({ dataDir, s3: undefined }),
        log: () => {},
      };
      const scanner = { id: randomUUID(), clinicId, name: 'Logiq P9', aeTitle: 'PARTS' };
      // The bytes "as received" end in a part writev cannot write: the file is open and partly
      // written when the write fails, as it is when the disk fills up.
      const failing = [bytes.subarray(0, 1024), 42 as unknown as Buffer];
      await expect(storeDicomObject(deps, scanner, dataset, failing)).rejects.toThrow();
      expect(readdirSync(join(dataDir, 'dicom', clinicId))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a start removes .part files older than an hour, and leaves newer ones to the write in flight', async () => {
    const dataDir = tempDir('portal-dicom-stale-');
    const clinicDir = join(dataDir, 'dicom', randomUUID());
    mkdirSync(join(clinicDir, 'thumbnails'), { recursive: true });
    const stale = join(clinicDir, '1.2.3.4.1234.1700000000000.part');
    const staleThumbnail = join(clinicDir, 'thumbnails', '1.2.3.4.jpg.a1b2c3.part');
    const fresh = join(clinicDir, '1.2.3.5.1234.1700000000001.part');
    const kept = join(clinicDir, '1.2.3.6.dcm');
    for (const path of [stale, staleThumbnail, fresh, kept]) writeFileSync(path, 'bytes');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const path of [stale, staleThumbnail, kept]) utimesSync(path, twoHoursAgo, twoHoursAgo);
    const t = await createTestApp({ config: { dataDir } });
    try {
      await t.settle();
      expect(readdirSync(clinicDir, { recursive: true }).map(String).sort()).toEqual([
        '1.2.3.5.1234.1700000000001.part',
        '1.2.3.6.dcm',
        'thumbnails',
      ]);
    } finally {
      await t.close();
    }
  });
});
