// How Storybook's docs read the components' props (react-docgen-typescript), shared with the
// props-table check (packages/ui/test/propsTables.test.ts), so what the check proves is what the
// docs page shows. The parser must use packages/ui's tsconfig: with the root one it does not see
// the package's files as a project and loses types and descriptions.
import { fileURLToPath } from 'node:url';

/** Props declared by react-aria-components that a designer sets on our wrappers too. */
export const sharedAriaProps = new Set([
  'children',
  'isDisabled',
  'isInvalid',
  'isRequired',
  'isReadOnly',
  'onPress',
  'value',
  'defaultValue',
  'onChange',
  'isOpen',
  'onOpenChange',
  'minValue',
  'maxValue',
  'selectedKey',
  'onSelectionChange',
  'href',
  'placeholder',
  'autoFocus',
]);

interface DocgenProp {
  name: string;
  parent?: { fileName: string };
  declarations?: Array<{ fileName: string }>;
}

export const reactDocgenTypescriptOptions = {
  tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
  // Unions of string literals ('primary' | 'secondary') are listed as the allowed values.
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  // Our own props, and the few react-aria ones a screen always sets; not the DOM's hundreds.
  propFilter: (prop: DocgenProp) => {
    const files = [prop.parent?.fileName, ...(prop.declarations ?? []).map((d) => d.fileName)].filter(
      Boolean,
    );
    // Props a mapped type makes (Box, Stack and Inline take every sprinkles property) have no
    // declaration to carry a description; Box's JSDoc names them instead.
    if (files.length === 0 || files.every((file) => /sprinkles/.test(file ?? ''))) return false;
    if (files.some((file) => !/node_modules/.test(file ?? ''))) return true;
    return sharedAriaProps.has(prop.name) && files.some((file) => /react-aria|@react-types/.test(file ?? ''));
  },
};
