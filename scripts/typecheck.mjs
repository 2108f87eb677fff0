// `npm run typecheck`: tsc over every project, two at a time (tsc uses one core; the machines this runs on have
// at least two). Each keeps its incremental state in .tmp/tsc/, so a second run checks only what changed.
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const PROJECTS = [
  ["apps/api", "api"],
  ["apps/web", "web"],
  ["packages/domain", "domain"],
  ["e2e", "e2e"],
  ["apps/web/tsconfig.node.json", "web-node"],
  ["bench", "bench"],
];
const PARALLEL = 2;

function check([project, name]) {
  return new Promise((resolve) => {
    let output = "";
    const args = ["-p", project, "--noEmit", "--incremental", "--tsBuildInfoFile", `.tmp/tsc/${name}.tsbuildinfo`];
    const child = spawn(process.execPath, ["node_modules/typescript/bin/tsc", ...args], { cwd: root });
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);
let failed = false;
for (const { project, code, output } of results) {
  if (code === 0) continue;
  failed = true;
  console.log(`tsc -p ${project}:\n${output.trimEnd()}`);
}
process.exit(failed ? 1 : 0);
