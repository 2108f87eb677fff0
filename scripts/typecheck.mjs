// `npm run typecheck`: the type check of every project, two at a time, with TypeScript's native compiler (tsgo,
// `@typescript/native-preview`; ADR 0094): the same checker as tsc, three to four times faster on this machine's
// two cores, which is most of the time CI waited for before the tests. Each project keeps its incremental state in
// .tmp/tsc/, so a second run checks only what changed. `TYPECHECK_WITH=tsc` runs the JavaScript compiler instead.
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
const COMPILERS = {
  tsgo: "node_modules/@typescript/native-preview/bin/tsgo",
  tsc: "node_modules/typescript/bin/tsc",
};
const COMPILER = process.env.TYPECHECK_WITH ?? "tsgo";
if (!(COMPILER in COMPILERS)) {
  console.error(`TYPECHECK_WITH must be tsgo or tsc, not ${COMPILER}`);
  process.exit(1);
}

function check([project, name]) {
  return new Promise((resolve) => {
    let output = "";
    const state = `.tmp/tsc/${name}.${COMPILER}.tsbuildinfo`;
    const args = ["-p", project, "--noEmit", "--incremental", "--tsBuildInfoFile", state];
    const child = spawn(process.execPath, [COMPILERS[COMPILER], ...args], { cwd: root });
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
  console.log(`${COMPILER} -p ${project}:\n${output.trimEnd()}`);
}
process.exit(failed ? 1 : 0);
