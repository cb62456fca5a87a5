/**
 * Part of `npm run lint` (issue 34). Fails when
 * - web/src/locales/en.json is not what the source asks for (run scripts/i18n-extract.ts);
 * - a language's catalog lacks an id, has an empty one, or keeps one no longer used;
 * - a core message the screens show is written with values by a plain function, not by
 *   valueMessage(): its English, finished with values, is no id and would stay English;
 * - a component writes English on screen without t(): JSX text, or a literal in a text prop
 *   (label, title, aria-label, placeholder...), or a toast's title, description or action label
 *   given as English, or a server refusal or error message shown inline (a JSX child, an error
 *   state) without t() (i18n-sinks.ts). Files not yet converted are listed in
 *   i18n-pending.ts; that list only shrinks: a listed file with nothing left to convert fails too;
 * - a paper (i18n-paper.ts: a document whose words are its own language, not the screen's) calls
 *   t(), which would print a Hindi screen's report in Hindi.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { APP_LOCALES } from '../core/i18n/locales.ts';
import { I18N_PAPER_FILES } from './i18n-paper.ts';
import { I18N_PENDING_FILES } from './i18n-pending.ts';
import { serverTextSinksIn, untranslatedSinksIn } from './i18n-sinks.ts';
import {
  extractIds,
  LOCALES_DIR,
  parseSource,
  ROOT,
  relativePath,
  untemplatedMessages,
  webSourceFiles,
} from './i18n-source.ts';

/** Props whose string value is read or heard by the user. */
const TEXT_PROPS = new Set([
  'aria-label',
  'alt',
  'backLabel',
  'caption',
  'confirmLabel',
  'description',
  'groupLabel',
  'hint',
  'label',
  'passwordLabel',
  'placeholder',
  'subtitle',
  'term',
  'title',
]);

/** Words that stay as they are in every language: names, units, abbreviations of the law. */
const UNTRANSLATED_WORDS = new Set(
  'USG PC PNDT PCPNDT PDF CSV OTP ID UHID ABHA GST GSTIN UPI NEFT IMPS OPD IPD EDD LMP GA EFW BPD HC AC FL CRL MRI CT X mm cm kg g bpm ml Rs am pm AM PM Dr Mr Mrs Ms e.g DICOM DLT SMS WhatsApp Razorpay Google'.split(
    ' ',
  ),
);

/** True when the text has a word of English the reader would need translated. */
function hasEnglish(text: string): boolean {
  const words = text.match(/[A-Za-z][A-Za-z.]*/g) ?? [];
  return words.some((word) => word.length > 1 && !UNTRANSLATED_WORDS.has(word.replace(/\.$/, '')));
}

/** A string, or a template's literal parts, as the text the reader sees. */
type ShownText = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

function shownText(literal: ShownText): string {
  if (!ts.isTemplateExpression(literal)) return literal.text;
  return [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join(' ');
}

function shownLiterals(expression: ts.Expression): ShownText[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  // {`${count} failures in the last 7 days.`}: the words around the values are English too.
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  return [];
}

function untranslatedIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${relativePath(source.fileName)}:${line + 1}: ${text.trim().slice(0, 80)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasEnglish(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // A literal child, or one chosen by a condition: {sent ? 'Link sent' : 'Resend link'}.
      for (const literal of shownLiterals(node.expression))
        if (hasEnglish(shownText(literal))) report(literal, literal.getText(source));
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (literal && ts.isStringLiteral(literal) && hasEnglish(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  // JSX text and props are .tsx only; a toast can be raised from any module.
  if (source.fileName.endsWith('.tsx')) visit(source);
  untranslatedSinksIn(source, hasEnglish, report);
  serverTextSinksIn(source, report);
  return found;
}

/** Where a paper translates through the screen's language: t(), useT() or translate(). */
function screenLanguageIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === 't' || name === 'useT' || name === 'translate') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${relativePath(source.fileName)}:${line + 1}: ${name}() in a paper (see scripts/i18n-paper.ts)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function catalogProblems(): string[] {
  const problems: string[] = untemplatedMessages();
  const ids = extractIds();
  const english = JSON.parse(readFileSync(join(LOCALES_DIR, 'en.json'), 'utf8')) as Record<string, string>;
  if (JSON.stringify(Object.keys(english)) !== JSON.stringify(ids)) {
    problems.push('web/src/locales/en.json is stale: run `npx tsx scripts/i18n-extract.ts`');
  }
  for (const locale of APP_LOCALES.filter((code) => code !== 'en')) {
    const catalog = JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;
    for (const id of ids) if (!catalog[id]?.trim()) problems.push(`${locale}.json lacks ${JSON.stringify(id)}`);
    for (const id of Object.keys(catalog))
      if (!ids.includes(id)) problems.push(`${locale}.json keeps unused ${JSON.stringify(id)}`);
  }
  return problems;
}

function sourceProblems(): string[] {
  const problems: string[] = [];
  const pending = new Set(I18N_PENDING_FILES);
  for (const file of pending) {
    if (!existsSync(join(ROOT, file))) problems.push(`i18n-pending.ts lists ${file}, which does not exist`);
    if (file in I18N_PAPER_FILES) problems.push(`${file} is a paper (i18n-paper.ts): remove it from i18n-pending.ts`);
  }
  for (const file of Object.keys(I18N_PAPER_FILES)) {
    if (!existsSync(join(ROOT, file))) problems.push(`i18n-paper.ts lists ${file}, which does not exist`);
  }
  for (const path of webSourceFiles()) {
    const file = relativePath(path);
    if (file in I18N_PAPER_FILES) {
      problems.push(...screenLanguageIn(parseSource(path)));
      continue;
    }
    const found = untranslatedIn(parseSource(path));
    if (pending.has(file)) {
      if (found.length === 0) problems.push(`${file} is translated: remove it from scripts/i18n-pending.ts`);
    } else problems.push(...found);
  }
  return problems;
}

{
  const problems = [...catalogProblems(), ...sourceProblems()];
  if (problems.length > 0) {
    console.error(`${problems.length} translation problem(s) (issue 34):`);
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  console.log(
    `Translations complete for ${APP_LOCALES.join(', ')}; ${I18N_PENDING_FILES.length} file(s) still pending; ${Object.keys(I18N_PAPER_FILES).length} paper(s) in their own language.`,
  );
}
