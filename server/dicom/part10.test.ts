import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dimse from 'dcmjs-dimse';
import { describe, expect, it } from 'vitest';
import { datasetFromP10 } from './p10.ts';
import { part10Of } from './part10.ts';

const US_MULTIFRAME = '1.2.840.10008.5.1.4.1.1.3.1';

describe('a Part 10 file of the bytes as received', () => {
  for (const syntax of ['1.2.840.10008.1.2.1', '1.2.840.10008.1.2']) {
    it(`reads back with the same elements and pixels (${syntax})`, () => {
      const implicit = syntax === '1.2.840.10008.1.2';
      const pixels = Buffer.alloc(64 * 32 * 3, 7);
      const sent = new dimse.Dataset(
        {
          SOPClassUID: US_MULTIFRAME,
          SOPInstanceUID: '2.25.1234',
          AccessionNumber: 'S-000042',
          NumberOfFrames: '3',
          Rows: 32,
          Columns: 64,
          BitsAllocated: 8,
          // dcmjs reads implicit VR pixel data as "ox" and says so on the console: explicit only.
          ...(implicit
            ? {}
            : {
                PixelData: [pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength)],
                _vrMap: { PixelData: 'OB' },
              }),
        },
        syntax,
      );
      const wire = sent.getDenaturalizedDataset();
      const file = Buffer.concat(
        part10Of({ sopClassUid: US_MULTIFRAME, sopInstanceUid: '2.25.1234', transferSyntaxUid: syntax }, wire),
      );
      const back = datasetFromP10(file);
      expect(back?.getTransferSyntaxUid()).toBe(syntax);
      expect(back?.getElement('SOPInstanceUID')).toBe('2.25.1234');
      expect(back?.getElement('AccessionNumber')).toBe('S-000042');
      const data = back?.getElements().PixelData as ArrayBuffer[] | undefined;
      if (!implicit) expect(Buffer.from(data?.[0] as ArrayBuffer).equals(pixels)).toBe(true);
      // Read from disk too, as the portal's store and dcmtk's tools read it.
      const path = join(mkdtempSync(join(tmpdir(), 'p10-')), 'x.dcm');
      writeFileSync(path, file);
      expect(dimse.Dataset.fromFile(path)?.getElement('SOPClassUID')).toBe(US_MULTIFRAME);
    });
  }
});
