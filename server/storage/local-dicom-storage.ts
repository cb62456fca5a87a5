import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DicomObjectStorage } from './dicom-object-storage.ts';

/** DICOM objects under DATA_DIR (keys start with `dicom/`), served only through the portal's routes. */
export function createLocalDicomStorage(dataDir: string): DicomObjectStorage {
  const pathOf = (key: string) => {
    if (key.split(/[\\/]/).includes('..')) throw new Error('a DICOM storage key may not leave its folder');
    return join(dataDir, key);
  };
  return {
    kind: 'local',
    async putFile(key, path) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await rename(path, pathOf(key));
    },
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written beside it and renamed, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes, { mode: 0o640 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      try {
        // Opened here, so a missing file is null now rather than an error mid-stream.
        return (await open(pathOf(key), 'r')).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
