// The props tables designers read in Storybook: react-docgen-typescript, with the options
// .storybook/main.ts gives it, must find every exported component of the package, every prop its
// props type declares, and for each a type and a line of description.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';

import { reactDocgenTypescriptOptions } from '../../../.storybook/docgen';

const src = fileURLToPath(new URL('../src', import.meta.url));
const index = join(src, 'index.ts');

/** Components are the capitalised functions `src/index.ts` exports (constants are SHOUTED). */
function exportedComponents(program: ts.Program): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(index);
  if (!file) throw new Error(`${index} is not part of packages/ui's tsconfig`);
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const components = new Map<string, ts.Symbol>();
  for (const exported of checker.getExportsOfModule(moduleSymbol as ts.Symbol)) {
    if (!/^[A-Z][a-z]/.test(exported.name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Function) components.set(exported.name, symbol);
  }
  return components;
}

/** The props a component's first parameter declares inside this package (not react-aria's). */
function ownProps(program: ts.Program, component: ts.Symbol): string[] {
  const checker = program.getTypeChecker();
  const declaration = component.valueDeclaration ?? component.declarations?.[0];
  if (!declaration) return [];
  const signature = checker.getSignaturesOfType(
    checker.getTypeOfSymbolAtLocation(component, declaration),
    ts.SignatureKind.Call,
  )[0];
  const props = signature?.getParameters()[0];
  if (!props) return [];
  const type = checker.getTypeOfSymbolAtLocation(props, declaration);
  return checker
    .getPropertiesOfType(type)
    .filter((property) => {
      const files = (property.declarations ?? []).map((d) => d.getSourceFile().fileName);
      // Sprinkles props are listed in Box's description (see .storybook/docgen.ts).
      return files.some((file) => file.startsWith(src)) && !files.every((file) => /sprinkles/.test(file));
    })
    .map((property) => property.name);
}

let program: ts.Program;
let components: Map<string, ts.Symbol>;
const docs = new Map<string, ComponentDoc>();

beforeAll(() => {
  const { config } = ts.readConfigFile(reactDocgenTypescriptOptions.tsconfigPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(
    config,
    ts.sys,
    join(reactDocgenTypescriptOptions.tsconfigPath, '..'),
  );
  program = ts.createProgram(parsed.fileNames, parsed.options);
  components = exportedComponents(program);
  const files = [
    ...new Set([...components.values()].map((c) => c.valueDeclaration?.getSourceFile().fileName ?? '')),
  ];
  const parser = withCustomConfig(reactDocgenTypescriptOptions.tsconfigPath, reactDocgenTypescriptOptions);
  for (const doc of parser.parseWithProgramProvider(files, () => program)) docs.set(doc.displayName, doc);
}, 600_000); // Building the TypeScript program takes seconds when quiet, minutes on a loaded machine: a bound on a hang only.

describe('props tables', () => {
  test('the package exports components to document (the check would pass on nothing otherwise)', () => {
    expect(components.size).toBeGreaterThan(40);
    expect([...components.keys()]).toEqual(expect.arrayContaining(['Button', 'PinBoxes', 'TransactionList']));
  });

  test('every exported component has a docs entry with a description', () => {
    const missing = [...components.keys()].filter((name) => !docs.get(name)?.description.trim());
    expect(missing, 'components without a JSDoc line (or not found by react-docgen-typescript)').toEqual([]);
  });

  test('every prop a component declares is in its table', () => {
    const gaps: string[] = [];
    for (const [name, symbol] of components) {
      const shown = new Set(Object.keys(docs.get(name)?.props ?? {}));
      for (const prop of ownProps(program, symbol)) if (!shown.has(prop)) gaps.push(`${name}.${prop}`);
    }
    expect(gaps, 'props missing from the docs page').toEqual([]);
  });

  test('every prop in a table has a type and a line of description', () => {
    const gaps: string[] = [];
    for (const name of components.keys()) {
      const doc = docs.get(name);
      if (!doc) continue;
      for (const [propName, prop] of Object.entries(doc.props)) {
        if (!prop.type.name || prop.type.name === 'any') gaps.push(`${name}.${propName}: no type`);
        if (!prop.description.trim()) gaps.push(`${name}.${propName}: no description`);
      }
    }
    expect(gaps).toEqual([]);
  });

  test('union props list their allowed values and destructured defaults are shown', () => {
    const variant = docs.get('Button')?.props['variant'];
    expect(variant?.type.name).toBe('enum');
    expect(JSON.stringify(variant?.type.value)).toContain('"\\"danger\\""');
    const pinBoxes = docs.get('PinBoxes')?.props ?? {};
    expect(Object.keys(pinBoxes).length).toBeGreaterThanOrEqual(11);
    expect(readFileSync(index, 'utf8')).toContain('PinBoxes');
  });
});
