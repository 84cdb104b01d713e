// Starts a reference server (bench/references/*.mjs) in its own process and learns its port.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * @param {'node-http' | 'express-naive'} name
 * @param {string} argument  the body file (node-http) or the SQLite copy (express-naive)
 */
export async function startReference(name, argument) {
  const script = fileURLToPath(new URL(`../references/${name}.mjs`, import.meta.url));
  const child = spawn(process.execPath, [script, argument], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const firstLine = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    exited.then((code) => reject(new Error(`the ${name} reference exited with code ${code}`)));
  });
  const { port } = JSON.parse(firstLine);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: /** @type {number} */ (child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
