// Import boundaries (DESIGN.md section 2), as `import-x/no-restricted-paths` zones. The folder
// lists are read when the config loads, so a new feature or module is covered without an edit.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);

const folders = (dir) =>
  existsSync(at(dir))
    ? readdirSync(at(dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/**
 * `tests`: the zones for a feature's tests and test helpers, which render the feature inside the
 * app's real store, as app/ does (so they may import app/; never another feature).
 */
function webZones({ tests }) {
  const src = 'apps/web/src';
  const features = folders(`${src}/features`);
  const shared = [at(src, 'components'), at(src, 'lib')];
  return [
    {
      target: shared,
      from: [at(src, 'features'), at(src, 'app')],
      message: 'components/ and lib/ are shared: they must not import a feature or app/.',
    },
    ...(tests
      ? []
      : [
          {
            target: at(src, 'features'),
            from: at(src, 'app'),
            message: 'A feature must not import app/ (app/ composes the features).',
          },
        ]),
    ...features.map((feature) => ({
      target: at(src, 'features', feature),
      from: features
        .filter((other) => other !== feature)
        .map((other) => at(src, 'features', other)),
      message: `features/${feature} must not import another feature: move what both need to components/ or lib/.`,
    })),
  ];
}

function apiZones() {
  const src = 'apps/api/src';
  const modules = folders(`${src}/modules`);
  // The composition root and the HTTP shell sit above modules and platform.
  const top = [at(src, 'app.ts'), at(src, 'services.ts'), at(src, 'http')];
  return [
    {
      target: at(src, 'platform'),
      from: [at(src, 'modules'), ...top],
      message:
        'platform/ is below modules: it must not import a module, http/, app.ts or services.ts.',
    },
    {
      target: at(src, 'modules'),
      from: top,
      message: 'A module must not import app.ts, services.ts or http/: it receives what it needs.',
    },
    // One module reaches another only through the other's services (and the route guards
    // that every module's routes use). `except` needs globs when `from` is a glob, and they are
    // matched against absolute paths.
    ...modules.map((module) => {
      const others = modules.filter((other) => other !== module);
      return {
        target: at(src, 'modules', module, '**'),
        from: others.map((other) => at(src, 'modules', other, '**')),
        except: others.flatMap((other) => [
          at(src, 'modules', other, '*.service.ts'),
          at(src, 'modules', other, '*.guard.ts'),
        ]),
        message: `modules/${module} may use another module only through its *.service.ts (or *.guard.ts) files.`,
      };
    }),
  ];
}

function packageZones() {
  return [
    {
      target: at('packages'),
      from: at('apps'),
      message: 'packages/ are shared by the apps: they must not import an app.',
    },
    {
      target: at('packages/prd'),
      from: [at('packages/contract'), at('packages/documents')],
      message: 'The PRD model is the lowest package: it depends on zod alone.',
    },
    {
      target: at('packages/contract'),
      from: at('packages/documents'),
      message: 'The contract is below documents: it must not import them.',
    },
  ];
}

/**
 * Every zone, absolute paths throughout (so the lint gives the same answer from any cwd).
 * `tests`: the zones for the web features' tests (see webZones).
 */
export function boundaryZones({ tests = false } = {}) {
  return [...webZones({ tests }), ...apiZones(), ...packageZones()].filter(
    (zone) => [zone.from].flat().length > 0,
  );
}

/** What `tests` zones apply to: a feature's test files and test helpers. */
export const webFeatureTestFiles = [
  'apps/web/src/features/**/*.test.{ts,tsx}',
  'apps/web/src/features/**/test/**',
  'apps/web/src/features/**/test-utils.tsx',
  'apps/web/src/features/**/*.test-harness.tsx',
];
