import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button';
import { cn, mergeTailwindClasses } from './cn';

/*
 * cn() replaces tailwind-merge on the pages (the size budget) by knowing only the kinds of utility
 * this app overrides. tailwind-merge stays as the oracle: every class list the app can build must merge
 * to the same classes with both. The lists are read from the source: each cn()/cva() call's literal
 * arguments taken two at a time, and each literal className given to a component against the classes the
 * component puts before it.
 */

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Every string literal inside a node (both branches of a ternary, each `cond && '...'`). */
function literalsIn(node: ts.Node, found: string[] = []): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  } else ts.forEachChild(node, (child) => void literalsIn(child, found));
  return found;
}

function visitAll(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  ts.forEachChild(node, (child) => visitAll(child, visit));
}

const sources = sourceFiles(appDir).map((file) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
);

function where(source: ts.SourceFile, node: ts.Node) {
  return `${path.relative(appDir, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

/** [a, b, where]: `a` comes first in the class list, `b` after it. */
function classListPairs(): Array<[string, string, string]> {
  const pairs: Array<[string, string, string]> = [];
  const cvaLiterals = new Map<string, string[]>();
  for (const source of sources) {
    visitAll(source, (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        ts.isIdentifier(node.initializer.expression) &&
        node.initializer.expression.text === 'cva'
      ) {
        cvaLiterals.set(node.name.text, literalsIn(node.initializer));
      }
    });
  }

  // Within a cn() call: literals of different arguments, in argument order.
  const ownClasses = new Map<string, string[]>();
  for (const source of sources) {
    visitAll(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'cn') return;
      const args = node.arguments.map((arg) =>
        ts.isCallExpression(arg) && ts.isIdentifier(arg.expression) && cvaLiterals.has(arg.expression.text)
          ? cvaLiterals.get(arg.expression.text)!
          : literalsIn(arg),
      );
      args.forEach((earlier, i) =>
        args.slice(i + 1).forEach((later) => {
          for (const a of earlier) for (const b of later) pairs.push([a, b, where(source, node)]);
        }),
      );
      // The component this call is in puts these classes before its className prop.
      const classNameAt = node.arguments.findIndex((arg) => ts.isIdentifier(arg) && arg.text === 'className');
      if (classNameAt > 0) {
        let owner: ts.Node | undefined = node.parent;
        while (owner && !(ts.isFunctionDeclaration(owner) && owner.name)) owner = owner.parent;
        if (owner && ts.isFunctionDeclaration(owner) && owner.name) {
          const name = owner.name.text;
          ownClasses.set(name, [...(ownClasses.get(name) ?? []), ...args.slice(0, classNameAt).flat()]);
        }
      }
    });
  }

  // At each <Component className="...">: the component's own classes, then the call site's.
  for (const source of sources) {
    visitAll(source, (node) => {
      if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) || !ts.isIdentifier(node.tagName)) return;
      const own = ownClasses.get(node.tagName.text);
      if (!own) return;
      const attribute = node.attributes.properties.find(
        (property): property is ts.JsxAttribute =>
          ts.isJsxAttribute(property) && property.name.getText() === 'className',
      );
      if (!attribute?.initializer) return;
      for (const a of own) for (const b of literalsIn(attribute.initializer)) pairs.push([a, b, where(source, node)]);
    });
  }
  return pairs;
}

const asSet = (classList: string) => [...new Set(classList.split(/\s+/).filter(Boolean))].sort();

describe('cn', () => {
  it('lets a later utility of the same kind win, per variant', () => {
    expect(cn('px-5 text-base text-white', 'px-3 text-danger')).toBe('text-base px-3 text-danger');
    expect(cn('p-4', 'px-3')).toBe('p-4 px-3');
    expect(cn('px-3', 'p-4')).toBe('p-4');
    expect(cn('bg-white hover:bg-brand-50', 'hover:bg-red-50')).toBe('bg-white hover:bg-red-50');
    expect(cn('border-line border', 'border-brand-500')).toBe('border border-brand-500');
    expect(cn('[&_svg]:size-5 min-h-11', false, undefined, 'min-h-13')).toBe('[&_svg]:size-5 min-h-13');
  });

  it('merges every class list the app builds exactly as tailwind-merge does', () => {
    const pairs = classListPairs();
    // The extraction must find the app's class lists, or this test proves nothing.
    expect(pairs.length).toBeGreaterThan(500);
    const differences = pairs
      .filter(([a, b]) => asSet(mergeTailwindClasses(`${a} ${b}`)).join(' ') !== asSet(twMerge(`${a} ${b}`)).join(' '))
      .map(
        ([a, b, at]) =>
          `${at}: "${a}" + "${b}" → cn "${mergeTailwindClasses(`${a} ${b}`)}", tailwind-merge "${twMerge(`${a} ${b}`)}"`,
      );
    expect(differences).toEqual([]);
  });

  it('builds every button variant and size as tailwind-merge does', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'link'] as const) {
      for (const size of ['md', 'sm', 'lg'] as const) {
        const classes = buttonVariants({ variant, size });
        expect(asSet(cn(classes)), `${variant}/${size}`).toEqual(asSet(twMerge(classes)));
      }
    }
  });
});
