/**
 * Screen text that never passes through JSX (issue 34): a toast's title, description and action
 * label are handed over in a plain object, so the JSX checks of check-i18n.ts cannot see them and
 * a Hindi screen used to pop up English toasts. Here a value is accepted when it is translated
 * (t(), translate()) or is a name whose text the caller translated; an English literal, a template
 * with English words, a server message from errorMessageOf() or a core message constant
 * (AUTH_MESSAGES.x) handed in as it is, is reported.
 *
 * Server refusals shown inline (serverTextSinksIn): an errorMessageOf() result, an error's
 * `.message` or an ApiRequestError's `.serverMessage` is the server's spec English (or an
 * Error's English); rendered as a JSX child or set into state (setError(...)) without t(), a
 * Hindi screen shows it in English although the catalog has its Hindi.
 */
import ts from 'typescript';

/** Calls that show the object literal they are given as screen text. */
const SINK_CALLS = new Set(['toast']);
/** The fields of that object the user reads; `action` holds the button's `label`. */
const SINK_FIELDS = new Set(['title', 'description', 'label']);
const TRANSLATING_CALLS = new Set(['t', 'translate']);
/** Fields of any object literal whose text is read on screen. */
const OBJECT_TEXT_FIELDS = new Set(['label', 'title', 'description', 'emptyText']);

/** Why an expression shown as it is would be English on a Hindi screen, or null when it is not. */
function untranslatedReason(expression: ts.Expression, hasEnglish: (text: string) => boolean): string | null {
  if (ts.isParenthesizedExpression(expression)) return untranslatedReason(expression.expression, hasEnglish);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return hasEnglish(expression.text) ? expression.text : null;
  if (ts.isTemplateExpression(expression)) {
    // Only the literal parts count: `${id}: ${t('balance due')}` is fine.
    const words = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ');
    return hasEnglish(words) ? expression.getText() : null;
  }
  if (ts.isConditionalExpression(expression))
    return untranslatedReason(expression.whenTrue, hasEnglish) ?? untranslatedReason(expression.whenFalse, hasEnglish);
  if (ts.isBinaryExpression(expression))
    return untranslatedReason(expression.left, hasEnglish) ?? untranslatedReason(expression.right, hasEnglish);
  if (ts.isCallExpression(expression)) {
    const callee = expression.expression;
    if (ts.isIdentifier(callee) && TRANSLATING_CALLS.has(callee.text)) return null;
    // The server's messages are the spec's English; the catalog has them, t() must look them up.
    if (ts.isIdentifier(callee) && callee.text === 'errorMessageOf') return `${expression.getText()} without t()`;
    return null;
  }
  if (ts.isPropertyAccessExpression(expression)) {
    const owner = expression.expression;
    // A core message constant (AUTH_MESSAGES.x, or one imported as M) is English source text.
    if (ts.isIdentifier(owner) && /^(M|[A-Z][A-Z0-9_]*_MESSAGES)$/.test(owner.text))
      return `${expression.getText()} without t()`;
  }
  return null;
}

function reportObject(
  object: ts.ObjectLiteralExpression,
  hasEnglish: (text: string) => boolean,
  report: (node: ts.Node, text: string) => void,
): void {
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const value = property.initializer;
    if (property.name.text === 'action' && ts.isObjectLiteralExpression(value)) reportObject(value, hasEnglish, report);
    if (!SINK_FIELDS.has(property.name.text)) continue;
    const reason = untranslatedReason(value, hasEnglish);
    if (reason) report(value, `${property.name.text} of toast(): ${reason}`);
  }
}

/** English written as it is, the part of untranslatedReason() that holds anywhere. */
function englishLiteral(expression: ts.Expression, hasEnglish: (text: string) => boolean): string | null {
  if (ts.isCallExpression(expression) || ts.isPropertyAccessExpression(expression)) return null;
  return untranslatedReason(expression, hasEnglish);
}

/**
 * Reports each untranslated text handed to toast({ title, description, action: { label } }),
 * and English written straight into a text field of any object ({ label: 'Status' }): menus,
 * table columns, detail lists and buttons are built from such objects, and whether their
 * renderer translates or not, the text must be a msg() or t() id to reach the catalog.
 */
export function untranslatedSinksIn(
  source: ts.SourceFile,
  hasEnglish: (text: string) => boolean,
  report: (node: ts.Node, text: string) => void,
): void {
  const inToast = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SINK_CALLS.has(node.expression.text)) {
      const first = node.arguments[0];
      if (first && ts.isObjectLiteralExpression(first)) {
        reportObject(first, hasEnglish, (value, text) => {
          inToast.add(value);
          report(value, text);
        });
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      OBJECT_TEXT_FIELDS.has(node.name.text) &&
      !inToast.has(node.initializer)
    ) {
      const reason = englishLiteral(node.initializer, hasEnglish);
      if (reason) report(node.initializer, `${node.name.text}: ${reason}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Where an expression is server or error text handed on as it is; null when it is translated or not such text. */
function serverTextReason(expression: ts.Expression, serverTextNames: ReadonlySet<string>): string | null {
  if (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression) || ts.isAsExpression(expression))
    return serverTextReason(expression.expression, serverTextNames);
  if (ts.isConditionalExpression(expression))
    return (
      serverTextReason(expression.whenTrue, serverTextNames) ?? serverTextReason(expression.whenFalse, serverTextNames)
    );
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    // `a ?? b`, `a || b` show either side; `shown && text` shows the right one.
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
      return serverTextReason(expression.left, serverTextNames) ?? serverTextReason(expression.right, serverTextNames);
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return serverTextReason(expression.right, serverTextNames);
    return null;
  }
  if (ts.isCallExpression(expression)) {
    const callee = expression.expression;
    if (ts.isIdentifier(callee) && callee.text === 'errorMessageOf') return `${expression.getText()} without t()`;
    return null;
  }
  if (ts.isPropertyAccessExpression(expression)) {
    const name = expression.name.text;
    if (name === 'message' || name === 'serverMessage') return `${expression.getText()} without t()`;
    return isCoreMessages(expression.expression) ? `${expression.getText()} without t()` : null;
  }
  // SESSION_END_MESSAGES[reason]: a core message picked by a key is English source text too.
  if (ts.isElementAccessExpression(expression))
    return isCoreMessages(expression.expression) ? `${expression.getText()} without t()` : null;
  if (ts.isIdentifier(expression) && serverTextNames.has(expression.text))
    return `${expression.text} (server text) without t()`;
  return null;
}

/** A core message group (AUTH_MESSAGES, or one imported as M): its texts are English ids. */
function isCoreMessages(owner: ts.Expression): boolean {
  return ts.isIdentifier(owner) && /^(M|[A-Z][A-Z0-9_]*_MESSAGES)$/.test(owner.text);
}

/** A React state setter by its usual name: setError, setNotice, setMessage... */
function isStateSetter(callee: ts.Expression): boolean {
  return ts.isIdentifier(callee) && /^set[A-Z]/.test(callee.text);
}

/**
 * Reports server or error text that reaches the screen without t(): a JSX child
 * ({errorMessageOf(query.error, t('…'))}, {error.message}, a core message such as
 * {AUTH_MESSAGES.resetLinkInvalid} or {SESSION_END_MESSAGES[reason]}), and a state setter's argument
 * (setError(errorMessageOf(failure, …)), setNotice({ text: failure.message })), also through a
 * local constant (const message = errorMessageOf(…); setError(message)). Field errors mapped into
 * a form's error state are left to FormField, which translates what it shows.
 */
export function serverTextSinksIn(source: ts.SourceFile, report: (node: ts.Node, text: string) => void): void {
  const serverTextNames = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (serverTextReason(node.initializer, serverTextNames)) serverTextNames.add(node.name.text);
    }
    // let text = …; if (failed) text = errorMessageOf(…);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      serverTextReason(node.right, serverTextNames)
    )
      serverTextNames.add(node.left.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const check = (value: ts.Expression, where: string): void => {
    const reason = serverTextReason(value, serverTextNames);
    if (reason) report(value, `${where}: ${reason}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      check(node.expression, 'shown in JSX');
    if (ts.isCallExpression(node) && isStateSetter(node.expression)) {
      const first = node.arguments[0];
      const where = `set into state by ${node.expression.getText()}`;
      if (first && ts.isObjectLiteralExpression(first)) {
        for (const property of first.properties)
          if (ts.isPropertyAssignment(property)) check(property.initializer, where);
      } else if (first) check(first, where);
    }
    // A toast's text handed over through a local (const message = errorMessageOf(…)); a call
    // written in place is untranslatedSinksIn's to report.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SINK_CALLS.has(node.expression.text)) {
      const first = node.arguments[0];
      if (first && ts.isObjectLiteralExpression(first)) {
        for (const property of first.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
          if (SINK_FIELDS.has(property.name.text) && !ts.isCallExpression(property.initializer))
            check(property.initializer, `${property.name.text} of toast()`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
