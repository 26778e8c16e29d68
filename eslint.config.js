// ESLint 9 flat config. typescript-eslint's `recommended` set without type information:
// type-aware linting would re-run the type checker, which `npm run typecheck` already does.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'dist-cli/', 'node_modules/', 'coverage/', '.vite/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_unused` marks a deliberately ignored parameter or binding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // verbatimModuleSyntax requires `import type` for type-only imports; keep them consistent.
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A function that does not fit on a screen does several things: name them. Tests may run long
    // (one scenario, step by step).
    files: ['src/**', 'workers/**', 'calibration/**', 'models/pipeline/**', 'scripts/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
);
