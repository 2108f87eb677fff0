import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./build/compress.ts";
import { contractAddresses } from "./build/contract-addresses.ts";
import { pureDomainConstants } from "./build/pure-domain-constants.ts";
import { routePatterns } from "./build/route-patterns.ts";

const API_TARGET = "http://localhost:8080";

/**
 * Writes `version.json` next to the built app (and serves a fixed one in dev), so the shell's version
 * check (spec 001 §2) can tell a new deployment from the cached one. The value is the build time plus a
 * random suffix: unique per build, independent of git.
 */
function versionFile(): Plugin {
  const version = `${new Date().toISOString()}-${Math.random().toString(36).slice(2, 10)}`;
  return {
    name: "haa-version-json",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== "/version.json") return next();
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "no-store");
        res.end(JSON.stringify({ version: "dev" }));
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "version.json", source: `${JSON.stringify({ version })}\n` });
    },
  };
}

const config: UserConfig = {
  plugins: [
    react(),
    versionFile(),
    // The browser build keeps a contract call's method and path only; the server owns its schemas (ADR 0080).
    contractAddresses(),
    // A domain constant nobody uses is dropped, whatever builds it (a derived schema, a lookup table).
    pureDomainConstants(),
    // route-patterns.json: the server answers unknown paths 404 (ADR 0065).
    routePatterns(),
    VitePWA({
      registerType: "autoUpdate",
      // Registered by hand (src/shared/pwa/register-sw.ts) in production builds only.
      injectRegister: null,
      includeAssets: ["favicon.svg"],
      manifest: {
        name: "Healing Arts Association",
        short_name: "Healing Arts",
        description: "Membership, courses and community for practitioners of the healing arts.",
        theme_color: "#1d5752",
        background_color: "#fbf8f2",
        display: "standalone",
        start_url: "/",
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/api/, /^\/dev/],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Read by the budget check (build/budget.ts): which chunks each page needs.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect, so a chunk that uses one call of an area's contract does not
      // keep the schemas of the area's other calls (ADR 0080). The domain's own schema builders say the same with
      // /* @__NO_SIDE_EFFECTS__ */ where they are declared.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: {
          // The route registry, made of every area's manifest (ADR 0099), is one chunk of the start-up code: each
          // manifest is also imported by other areas' chunks (their links), which would otherwise make a small
          // chunk of each, every one a request and a compression of its own.
          groups: [
            { name: "areas", test: /\/src\/(features\/[^/]+\/manifest|app\/(areas|paths)|shared\/routing\/area)\.ts$/ },
          ],
        },
      },
    },
    modulePreload: {
      // The start-up code's chunks are preloaded together (they are all needed at once). A route chunk's own
      // imports are left for the browser to find in the chunk: adding a preload link per file cost ~15 ms in
      // the start-up's busiest task, and after the first visit the service worker serves them (ADR 0060).
      resolveDependencies: (filename, deps) => (/(^|\/)start-[\w-]+\.js$/.test(filename) ? deps : []),
    },
  },
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true },
      "/dev": { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true },
      "/dev": { target: API_TARGET, changeOrigin: true },
    },
  },
};

/**
 * The server's render of the public pages (`vite build --ssr`, ADR 0096): the same app from its server entry, into
 * `dist-ssr/` beside `dist/` (never served). The npm packages stay outside the bundle (the API process loads them
 * from node_modules, once); the domain package, TypeScript source, is bundled in.
 */
const ssrConfig: UserConfig = {
  plugins: [react(), pureDomainConstants()],
  ssr: { noExternal: ["@haa/domain"] },
  publicDir: false,
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    sourcemap: false,
    // One file: the route modules' dynamic imports are resolved at render time, not fetched.
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

/**
 * React Router's package exports its development build only (remix-run/react-router#14102), so its warnings' checks
 * run in a production bundle. The browser's build takes its production build: the same code with them switched off,
 * and smaller. (The server's render loads the package from node_modules; the two render the same markup.)
 */
function reactRouterProduction(): NonNullable<UserConfig["resolve"]>["alias"] {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "production/index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "production/dom-export.mjs") },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production build, whatever NODE_ENV the caller's shell has: with
  // NODE_ENV=development Vite would bundle React's development code (three times the size, slow).
  // Vite reads NODE_ENV again after loading this file, so setting it here is enough.
  if (command === "build") process.env.NODE_ENV = "production";
  if (isSsrBuild) return ssrConfig;
  return command === "build" ? { ...config, resolve: { alias: reactRouterProduction() } } : config;
});
