/**
 * Lists every string and template literal in web/src (tests aside) that contains '/api' and
 * exits 1 if there is one (issue 31): an API address in the web comes from its declaration in
 * core/api (callApi, urlOf, `xApi.y.path`), so a path cannot drift from what the server
 * registers. Parsed with TypeScript rather than a regex, so comments and JSX text never count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const WEB_SRC = join(ROOT, 'web', 'src');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The literal pieces of a node that are written text: a string, or a template's fixed parts. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

function findApiStrings(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    // Import specifiers are module paths, not addresses.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const texts = literalTexts(node);
    if (texts.some((piece) => piece.includes('/api'))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(ROOT, path)}:${line + 1}: ${node.getText(source).slice(0, 100)}`);
      return; // A template's inner spans are reported with it.
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const problems = [...sourceFiles(WEB_SRC)].flatMap(findApiStrings);
if (problems.length > 0) {
  console.error(`${problems.length} '/api' string(s) in web/src; call the route from core/api instead:`);
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('No /api strings in web/src.');
