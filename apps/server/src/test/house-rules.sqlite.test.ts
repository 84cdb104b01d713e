import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The house rules `npm run lint` keeps (docs/engineering.md §2, ADR 0031), tried against probe files:
 * a module importing another module, a module's service calling a workflow, and an import cycle closed
 * only by `import type`. Each probe must be refused; the server as it is must pass.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const server = path.join(root, 'apps/server/src');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(server, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const probeDir = fs.mkdtempSync(path.join(root, 'apps/server/.cycle-probe-'));
afterAll(() => fs.rmSync(probeDir, { recursive: true, force: true }));

async function cycles(files: string[]): Promise<string[]> {
  const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
    forbidden: unknown[];
    options: Record<string, unknown>;
  };
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(files, {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    } as never);
    const output = result.output as { summary: { violations: { rule: { name: string }; from: string }[] } };
    return output.summary.violations.filter((v) => v.rule.name === 'no-circular').map((v) => v.from);
  } finally {
    process.chdir(previous);
  }
}

// Loading ESLint's TypeScript resolver alone takes seconds on a busy machine.
describe('the house rules lint keeps', { timeout: 60_000 }, () => {
  it('refuses a server module importing another module', async () => {
    const errors = await zoneErrors(
      'modules/stats/probe.ts',
      "import { orderCounts } from '../orders/order-counts';\nexport const probe = orderCounts;\n",
    );
    expect(errors.join('\n')).toMatch(/Server modules are leaves/);
  });

  it("refuses a module's service calling a workflow, and lets its routes call one", async () => {
    const code =
      "import { placeOrder } from '../../workflows/place-order';\nexport const probe = placeOrder;\n";
    expect((await zoneErrors('modules/orders/probe.ts', code)).join('\n')).toMatch(/only its routes do/);
    expect(await zoneErrors('modules/orders/routes.ts', code)).toEqual([]);
  });

  it('lets a workflow import modules', async () => {
    const code =
      "import { placeOrder } from '../modules/orders/service';\nexport const probe = placeOrder;\n";
    expect(await zoneErrors('workflows/probe.ts', code)).toEqual([]);
  });

  it('refuses an import cycle closed by a type-only import, and finds none in the server', async () => {
    fs.writeFileSync(path.join(probeDir, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
    fs.writeFileSync(path.join(probeDir, 'b.ts'), "import type { A } from './a';\nexport type B = A | 1;\n");
    const relative = path.relative(root, probeDir);
    const found = await cycles([relative]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((file) => file.startsWith(`${relative}/`))).toBe(true);
    expect(await cycles(['apps/server/src'])).toEqual([]);
  });
});
