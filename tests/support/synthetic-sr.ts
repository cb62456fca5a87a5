import dimse from 'dcmjs-dimse';

/** Synthetic TID 5000 (OB-GYN Ultrasound Procedure Report) SRs for tests: no patient data. */
const code = (value: string, scheme: string, meaning: string) => [
  { CodeValue: value, CodingSchemeDesignator: scheme, CodeMeaning: meaning },
];

export const num = (loinc: string, meaning: string, value: number, unit: string) => ({
  RelationshipType: 'CONTAINS',
  ValueType: 'NUM',
  ConceptNameCodeSequence: code(loinc, 'LN', meaning),
  MeasuredValueSequence: [{ NumericValue: String(value), MeasurementUnitsCodeSequence: code(unit, 'UCUM', unit) }],
});

export const fetusSection = (label: string | null, measurements: object[]) => ({
  RelationshipType: 'CONTAINS',
  ValueType: 'CONTAINER',
  ContinuityOfContent: 'SEPARATE',
  ConceptNameCodeSequence: code('125005', 'DCM', 'Biometry Group'),
  ContentSequence: [
    ...(label
      ? [
          {
            RelationshipType: 'HAS OBS CONTEXT',
            ValueType: 'TEXT',
            ConceptNameCodeSequence: code('11951-1', 'LN', 'Fetus ID'),
            TextValue: label,
          },
        ]
      : []),
    ...measurements,
  ],
});

/** A coded fetal sex, as some machines put in an SR: it must never be stored. */
export const fetalSexItem = {
  RelationshipType: 'CONTAINS',
  ValueType: 'CODE',
  ConceptNameCodeSequence: code('11882-8', 'LN', 'Fetal gender'),
  ConceptCodeSequence: code('248152002', 'SCT', 'Female'),
};

export const singletonSr = () =>
  fetusSection(null, [
    num('11820-8', 'Biparietal Diameter', 7.8, 'cm'),
    num('11984-2', 'Head Circumference', 283, 'mm'),
    num('11979-2', 'Abdominal Circumference', 26.6, 'cm'),
    num('11963-6', 'Femur Length', 61, 'mm'),
    num('11727-5', 'Fetal Body Weight', 1.65, 'kg'),
  ]);

let serial = 0;
/** Writes the SR as a DICOM Part 10 file, for storescu. */
export function writeSr(path: string, options: { accession: string; sections: object[]; sopInstanceUid?: string }) {
  serial += 1;
  const uid = options.sopInstanceUid ?? `2.25.${Date.now()}${serial}${Math.floor(Math.random() * 1e6)}`;
  const dataset = new dimse.Dataset(
    {
      SOPClassUID: '1.2.840.10008.5.1.4.1.1.88.33',
      SOPInstanceUID: uid,
      StudyInstanceUID: `${uid}.1`,
      SeriesInstanceUID: `${uid}.2`,
      Modality: 'SR',
      AccessionNumber: options.accession,
      PatientID: 'TEST',
      Manufacturer: 'Synthetic',
      ManufacturerModelName: 'TID5000',
      DeviceSerialNumber: 'SYN-1',
      ValueType: 'CONTAINER',
      ContinuityOfContent: 'SEPARATE',
      ConceptNameCodeSequence: code('125000', 'DCM', 'OB-GYN Ultrasound Procedure Report'),
      ContentSequence: options.sections,
    },
    '1.2.840.10008.1.2.1',
  );
  return new Promise<string>((resolve, reject) =>
    dataset.toFile(path, (error) => (error ? reject(error) : resolve(uid))),
  );
}
