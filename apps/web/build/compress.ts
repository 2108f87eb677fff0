import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The text assets worth sending compressed; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Brotli at its highest quality: the cost is paid once at build time, every visitor gains. */
export function brotliMax(source: Buffer): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every file of `dir` that compresses. */
export async function precompressDir(dir: string): Promise<number> {
  // `.vite/` holds the build manifest, which is for tools, not visitors.
  const files = (await filesUnder(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !path.relative(dir, file).startsWith(".vite"),
  );
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([brotliMax(source), gz(source, { level: constants.Z_BEST_COMPRESSION })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
  return files.length;
}

/**
 * Pre-compresses the build output so the server can send `.br`/`.gz` files as they are (no compression
 * per request). It runs last, after vite-plugin-pwa has written the service worker, so that is covered too.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "haa-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const count = await precompressDir(outDir);
        config.logger.info(`precompressed ${count} files (brotli + gzip)`);
      },
    },
  };
}
