import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const layer = (name) => `(^|/)${name}/`

/** Imports point one way: lib, api -> stores -> features (+ components) -> app -> elements. */
const forbid = (layers, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: layers.map((name) => ({ regex: layer(name), message })) },
  ],
})

const SOURCE_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render node data as text, never as HTML.',
  },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Render node data as text, never as HTML.',
  },
]

/** Two ways to load code lazily: `lazyModule(() => import(...))` and `lazyComponent(...)`. */
const LAZY_SYNTAX = [
  {
    selector:
      'ImportExpression:not(CallExpression[callee.name=/^lazy(Module|Component)$/] > ArrowFunctionExpression.arguments:first-child > ImportExpression.body)',
    message:
      'Load code lazily as `lazyModule(() => import(...))` (src/lib/lazy-module.ts) or `lazyComponent(() => import(...), Name)` (src/components/lazy/lazy-component.ts).',
  },
  {
    selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
    message:
      'Load a component lazily with `lazyComponent` (src/components/lazy/lazy-component.ts).',
  },
]

const HTML_PROPERTIES = ['innerHTML', 'outerHTML', 'insertAdjacentHTML'].map((property) => ({
  property,
  message: 'Render node data as text, never as HTML.',
}))

/**
 * The platform the environment (src/stores/page/environment.ts) is the one door to: src/api takes it
 * from its caller, the kit's timer from the element's root (TimerContext).
 */
const PLATFORM_GLOBALS = [
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestIdleCallback',
  'fetch',
  'XMLHttpRequest',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'BroadcastChannel',
  'Notification',
].map((name) => ({
  name,
  message: `Reach ${name} through the environment (getEnvironment()), so tests and the product run the same code.`,
}))

const PLATFORM_PROPERTIES = [
  ['navigator', 'locks'],
  ['URL', 'createObjectURL'],
  ['URL', 'revokeObjectURL'],
  ['AbortSignal', 'timeout'],
  ...PLATFORM_GLOBALS.flatMap(({ name }) => [
    ['window', name],
    ['globalThis', name],
  ]),
].map(([object, property]) => ({
  object,
  property,
  message: `Reach ${object}.${property} through the environment (getEnvironment()).`,
}))

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.sim-data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'Focused tests must not be committed.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'Skipped tests must not be committed: fix or delete them.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Node data is untrusted: it is rendered as text, never parsed as HTML.
      'no-restricted-properties': ['error', ...HTML_PROPERTIES],
      'no-restricted-syntax': ['error', ...SOURCE_SYNTAX, ...LAZY_SYNTAX],
    },
  },
  {
    // The component idiom is React.lazy, once.
    files: ['src/components/lazy/lazy-component.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SOURCE_SYNTAX, LAZY_SYNTAX[0]] },
  },
  {
    files: ['src/lib/**'],
    rules: forbid(['api', 'stores', 'components', 'features', 'app', 'elements'], 'lib is pure.'),
  },
  {
    // What the browser and the `codex-vault` command both say about monitoring, written once.
    files: ['src/monitoring/**'],
    rules: forbid(
      ['api', 'stores', 'components', 'features', 'app', 'elements', 'platform'],
      'monitoring is pure: the browser and the command read it.',
    ),
  },
  {
    files: ['src/api/**'],
    rules: forbid(
      ['stores', 'components', 'features', 'app', 'elements'],
      'api sits below stores.',
    ),
  },
  {
    files: ['src/stores/**'],
    rules: forbid(
      ['components', 'features', 'app', 'elements', 'platform'],
      'stores sit below the views and reach the platform through the environment.',
    ),
  },
  {
    files: ['src/components/**'],
    rules: forbid(
      ['stores', 'features', 'app', 'elements', 'platform'],
      'components take props, not stores.',
    ),
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: layer('app'), message: 'features sit below app.' },
            { regex: layer('elements'), message: 'features sit below elements.' },
            { regex: layer('platform'), message: 'features reach the platform through stores.' },
            { regex: layer('features'), message: 'A feature never imports another feature.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'A feature never imports another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: forbid(
      ['elements', 'platform'],
      'app sits below elements, and reaches the platform through the environment.',
    ),
  },
  {
    files: ['src/api/**', 'src/stores/**', 'src/components/**', 'src/features/**', 'src/app/**'],
    ignores: ['src/stores/page/environment.ts', 'src/stores/page/test-environment.ts'],
    rules: {
      'no-restricted-globals': ['error', ...PLATFORM_GLOBALS],
      'no-restricted-properties': ['error', ...HTML_PROPERTIES, ...PLATFORM_PROPERTIES],
    },
  },
  {
    files: ['src/platform/**'],
    rules: forbid(
      ['components', 'features', 'app', 'elements'],
      'the platform adapters sit beside elements and reach the views through nothing.',
    ),
  },
  {
    // The shipped command runs in Node: it may not bring the browser's state along.
    files: ['cli/**'],
    rules: forbid(
      ['stores', 'components', 'features', 'app', 'elements', 'platform', 'demo'],
      'the command imports only src/monitoring, src/api and src/lib.',
    ),
  },
  {
    files: ['sim/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: layer('(stores|components|features|app|elements|lib)'),
              message: 'sim imports only src/api schemas.',
            },
          ],
        },
      ],
    },
  },
)
