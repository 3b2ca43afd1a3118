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

/** Every folder and top file of `dir`, as absolute paths. */
const entries = (dir) =>
  existsSync(at(dir))
    ? readdirSync(at(dir))
        .sort()
        .map((name) => at(dir, name))
    : [];

/**
 * Layers, low to high: config.ts, db/ and platform/; modules/; http/ (the HTTP shell); services.ts
 * (the composition root, which only wires), runtime.ts (starts workers and timers) and app.ts;
 * the entry points cli/, server.ts and worker.ts. `tests`: the zones for test files, which may
 * reach a module's inside (only the module rule below is left out).
 */
function apiZones({ tests }) {
  const src = 'apps/api/src';
  const modules = folders(`${src}/modules`);
  const entryPoints = [at(src, 'cli'), at(src, 'server.ts'), at(src, 'worker.ts')];
  const root = [at(src, 'app.ts'), at(src, 'services.ts'), at(src, 'runtime.ts')];
  return [
    {
      target: [at(src, 'platform'), at(src, 'db')],
      from: [at(src, 'modules'), at(src, 'http'), ...root, ...entryPoints],
      message:
        'platform/ and db/ are below modules: they must not import a module, http/, app.ts, services.ts, runtime.ts or cli/.',
    },
    {
      target: at(src, 'modules'),
      from: [at(src, 'http'), ...root, ...entryPoints],
      message:
        'A module must not import app.ts, services.ts, runtime.ts, http/ or cli/: it receives what it needs.',
    },
    {
      target: at(src, 'http'),
      from: [at(src, 'app.ts'), at(src, 'runtime.ts'), ...entryPoints],
      message:
        'http/ is the HTTP shell that app.ts assembles: it must not import app.ts, runtime.ts or cli/.',
    },
    {
      target: entries(src).filter((entry) => entry !== at(src, 'cli')),
      from: entryPoints,
      message: 'cli/, server.ts and worker.ts are entry points: nothing imports them.',
    },
    {
      target: at(src, 'cli'),
      from: [at(src, 'server.ts'), at(src, 'worker.ts')],
      message: 'server.ts and worker.ts are entry points: nothing imports them.',
    },
    // One module reaches another only through the other's index.ts, its one public face. `except`
    // needs globs when `from` is a glob (hence the braces), matched against absolute paths.
    ...(tests
      ? []
      : modules.map((module) => {
          const others = modules.filter((other) => other !== module);
          return {
            target: at(src, 'modules', module, '**'),
            from: others.map((other) => at(src, 'modules', other, '**')),
            except: others.map((other) => at(src, 'modules', other, 'index.{ts,js}')),
            message: `modules/${module} may use another module only through its index.ts: export what it needs there.`,
          };
        })),
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
 * `tests`: the zones for test files (see webZones and apiZones).
 */
export function boundaryZones({ tests = false } = {}) {
  return [...webZones({ tests }), ...apiZones({ tests }), ...packageZones()].filter(
    (zone) => [zone.from].flat().length > 0,
  );
}

/** What `tests` zones apply to: a feature's test files and test helpers, and the API's tests. */
export const webFeatureTestFiles = [
  'apps/web/src/features/**/*.test.{ts,tsx}',
  'apps/web/src/features/**/test/**',
  'apps/web/src/features/**/test-utils.tsx',
  'apps/web/src/features/**/*.test-harness.tsx',
];

/** The API's tests, which may reach a module's inside (apps/api/test is in no zone's target). */
export const apiTestFiles = ['apps/api/src/**/*.test.ts'];
