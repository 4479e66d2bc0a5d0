/** An MDX ESM node for `import <name> from '<module>';`, with the estree MDX compiles from. */

export type MdxEsm = { type: 'mdxjsEsm'; value: string; data: { estree: unknown } };

export function mdxDefaultImport(name: string, module: string): MdxEsm {
  const source = JSON.stringify(module);
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: module, raw: source },
          },
        ],
      },
    },
  };
}
