import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One `new AppError(code, message)` under apps/server/src, with the English it can throw. */
export type ThrownMessage = {
  /** `modules/stations/stations.service.ts:28`, relative to apps/server/src. */
  at: string;
  code: string;
  /** Every English message the site can throw, what a service puts in filled with a sample (a name, a number). */
  messages: string[];
  /** The parts of the message the scan could not follow to a string (none for a fully read site). */
  unread: string[];
};

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(serverDir, 'src');

/** What a service puts in a message, when its value is not a constant: a number, or a name. */
export const SAMPLE_NUMBER = '3';
export const SAMPLE_NAME = 'Negroni';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type Bindings = Map<ts.Symbol, { argument: ts.Expression; bindings: Bindings }>;

/**
 * Reads every `new AppError(code, message)` of the server's code (tests left out) with the TypeScript checker, and
 * follows its message to the English it can be: string and template literals, constants (imported ones too, the
 * contracts' `mediaMessages.tooLarge`), both sides of a `?:` or `??`, a helper's parameter to the calls of that
 * helper, a function's returns with its arguments. A part of a template that is no constant (a product's name, a
 * count) is a sample of its type; a message the scan cannot follow at all is named in `unread`.
 */
export function thrownMessages(): ThrownMessage[] {
  const files = sourceFiles(srcDir);
  const configPath = join(serverDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  const program = ts.createProgram({ rootNames: files, options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const serverFiles = files.map((file) => program.getSourceFile(file)).filter((file) => file !== undefined);

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };

  const sample = (expression: ts.Expression) => {
    const type = checker.getNonNullableType(checker.getTypeAtLocation(expression));
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => part.flags & ts.TypeFlags.NumberLike) ? SAMPLE_NUMBER : SAMPLE_NAME;
  };

  /** The calls of a function (by its name, in the server's code), for a parameter's arguments. */
  const callsOf = (fn: ts.SignatureDeclaration): ts.CallExpression[] => {
    const name =
      (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && ts.isIdentifier(fn.name)
        ? fn.name
        : (ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent)) && ts.isIdentifier(fn.parent.name)
          ? fn.parent.name
          : undefined;
    if (!name) return [];
    const target = symbolOf(name);
    const isTarget = (symbol: ts.Symbol | undefined) =>
      symbol !== undefined &&
      (symbol === target || (symbol.declarations ?? []).some((d) => d === fn || d === fn.parent));
    const calls: ts.CallExpression[] = [];
    for (const file of serverFiles) {
      if (!file.text.includes(name.text)) continue;
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
          if (ts.isIdentifier(callee) && callee.text === name.text && isTarget(symbolOf(callee))) calls.push(node);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    return calls;
  };

  /** The function a callee names (a declaration, or a const holding an arrow or function expression). */
  const functionOf = (callee: ts.Expression): ts.SignatureDeclaration | undefined => {
    const symbol = symbolOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
    const declaration = symbol?.valueDeclaration;
    if (!declaration) return undefined;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };

  const returnsOf = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };

  /**
   * The strings an expression can be. In a message (`inValue` false) a part that cannot be followed is named in
   * `unread`; inside a template (`inValue` true) it becomes a sample.
   */
  const read = (
    expression: ts.Expression,
    bindings: Bindings,
    inValue: boolean,
    unread: string[],
    depth: number,
  ): string[] => {
    const give = (): string[] => {
      if (inValue) return [sample(expression)];
      unread.push(expression.getText());
      return [];
    };
    if (depth > 12) return give();
    const next = (node: ts.Expression, b: Bindings = bindings, value = inValue) =>
      read(node, b, value, unread, depth + 1);
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression))
      return next(expression.expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
    if (ts.isNumericLiteral(expression)) return [expression.text];
    // No message at all (a check that found nothing wrong): nothing thrown.
    if (
      expression.kind === ts.SyntaxKind.NullKeyword ||
      (ts.isIdentifier(expression) && expression.text === 'undefined')
    )
      return [];
    if (ts.isTemplateExpression(expression)) {
      let texts = [expression.head.text];
      for (const span of expression.templateSpans) {
        const values = [...new Set(next(span.expression, bindings, true))];
        texts = texts.flatMap((text) => values.map((value) => `${text}${value}${span.literal.text}`));
      }
      return texts;
    }
    if (ts.isConditionalExpression(expression)) return [...next(expression.whenTrue), ...next(expression.whenFalse)];
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
        return [...next(expression.left), ...next(expression.right)];
      }
      if (operator === ts.SyntaxKind.PlusToken) {
        const right = next(expression.right);
        return next(expression.left).flatMap((left) => right.map((text) => left + text));
      }
      return give();
    }
    if (ts.isCallExpression(expression)) {
      const fn = functionOf(expression.expression);
      if (!fn || depth > 8) return give();
      const inner: Bindings = new Map();
      fn.parameters.forEach((parameter, index) => {
        const argument = expression.arguments[index];
        const symbol = symbolOf(parameter.name);
        if (argument && symbol) inner.set(symbol, { argument, bindings });
      });
      const returns = returnsOf(fn);
      return returns.length === 0 ? give() : returns.flatMap((value) => next(value, inner));
    }
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
      const symbol = symbolOf(ts.isPropertyAccessExpression(expression) ? expression.name : expression);
      if (!symbol) return give();
      const bound = bindings.get(symbol);
      if (bound) return next(bound.argument, bound.bindings);
      const declaration = symbol.valueDeclaration;
      if (!declaration) return give();
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const isConst = (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
        return isConst ? next(declaration.initializer) : give();
      }
      if (ts.isPropertyAssignment(declaration)) return next(declaration.initializer);
      if (ts.isParameter(declaration) && !inValue) {
        const fn = declaration.parent;
        const index = fn.parameters.indexOf(declaration);
        const calls = callsOf(fn);
        // A default (`message = 'Too many requests…'`) is thrown by the calls that pass none.
        const byDefault = declaration.initializer ? next(declaration.initializer) : [];
        if (calls.length === 0 && !declaration.initializer) return give();
        return [
          ...byDefault,
          ...calls.flatMap((call) => {
            const argument = call.arguments[index];
            return argument ? next(argument, new Map()) : [];
          }),
        ];
      }
      if (ts.isParameter(declaration) && inValue) {
        // A helper's parameter inside a template: its callers' constants ("Location", "Station") when they all
        // pass one, else a sample.
        const fn = declaration.parent;
        const index = fn.parameters.indexOf(declaration);
        const calls = callsOf(fn);
        const constants = calls.map((call) => call.arguments[index]).filter((arg) => arg !== undefined);
        if (calls.length > 0 && constants.every((arg) => ts.isStringLiteral(arg))) {
          return constants.map((arg) => (arg as ts.StringLiteral).text);
        }
        return give();
      }
      return give();
    }
    return give();
  };

  const found: ThrownMessage[] = [];
  for (const file of serverFiles) {
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(file) === 'AppError') {
        const [code, message] = node.arguments ?? [];
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        const unread: string[] = [];
        const messages = message ? read(message, new Map(), false, unread, 0) : [];
        found.push({
          at: `${relative(srcDir, file.fileName)}:${line}`,
          code: code && ts.isStringLiteral(code) ? code.text : (code?.getText(file) ?? ''),
          messages: [...new Set(messages)],
          unread,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
