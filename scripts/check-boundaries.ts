/**
 * Enforces the dependency rule of DESIGN §2: core imports nothing of ours, db imports core at
 * most, server imports core and db, web imports core only, and web features do not import
 * each other; a unit test next to the code may also import tests/support (test helpers live there,
 * not in product folders). Biome has no rule that understands folders, so this small scan does it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const ALLOWED: Record<string, string[]> = {
  core: ['core'],
  db: ['db', 'core'],
  server: ['server', 'db', 'core'],
  web: ['web', 'core'],
};
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const topFolder = (path: string) => relative(ROOT, path).split(sep)[0] ?? '';
const webFeature = (path: string) => {
  const parts = relative(ROOT, path).split(sep);
  return parts[0] === 'web' && parts[1] === 'src' && parts[2] === 'features' ? parts[3] : undefined;
};

const problems: string[] = [];
for (const layer of Object.keys(ALLOWED)) {
  const layerDir = join(ROOT, layer);
  try {
    statSync(layerDir);
  } catch {
    continue;
  }
  for (const file of sourceFiles(layerDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      const targetLayer = topFolder(target);
      // A unit test next to the code may use the shared test helpers (tests/support), nothing else of tests/.
      const testHelper = file.endsWith('.test.ts') && relative(ROOT, target).startsWith(`tests${sep}support${sep}`);
      if (!ALLOWED[layer]?.includes(targetLayer) && !testHelper) {
        problems.push(`${relative(ROOT, file)}: ${layer}/ may not import ${targetLayer}/ (${specifier})`);
      }
      const from = webFeature(file);
      const to = webFeature(target);
      if (from && to && from !== to) {
        problems.push(`${relative(ROOT, file)}: web feature '${from}' may not import feature '${to}'`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('import boundaries: ok');
